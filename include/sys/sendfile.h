/* Copying between descriptors inside the kernel (Linux). */
#ifndef _SYS_SENDFILE_H
#define _SYS_SENDFILE_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#include <bits/typedefs.h>

__WEFT_BEGIN
ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count);
__WEFT_END

#endif
