/* Random bytes from the kernel. */
#ifndef _SYS_RANDOM_H
#define _SYS_RANDOM_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#include <bits/typedefs.h>

#define GRND_NONBLOCK 0x01
#define GRND_RANDOM   0x02
#define GRND_INSECURE 0x04

__WEFT_BEGIN
ssize_t getrandom(void *buf, size_t len, unsigned int flags);
int getentropy(void *buf, size_t len);
__WEFT_END

#endif
