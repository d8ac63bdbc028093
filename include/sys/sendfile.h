/* Copying between descriptors inside the kernel (Linux). */
#ifndef _SYS_SENDFILE_H
#define _SYS_SENDFILE_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

__WEFT_BEGIN
ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count);
#ifdef _LARGEFILE64_SOURCE
ssize_t sendfile64(int out_fd, int in_fd, off64_t *offset, size_t count);
#endif
__WEFT_END

#endif
