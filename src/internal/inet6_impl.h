/* The IPv6 extension header helpers' shared pieces (RFC 3542, RFC 2292). */
#ifndef _WEFT_INET6_IMPL_H
#define _WEFT_INET6_IMPL_H

#include <netinet/in.h>
#include "libc.h"

/* n bytes of padding at p: one Pad1, or a PadN option of zeros. */
hidden void __inet6_pad(unsigned char *p, int n);

/* The next option after offset (0: the first) that is not padding and,
   if type >= 0, has that type: the offset after it, its type, length and
   data; -1 at the end or on an option that overruns extlen. */
hidden int __inet6_opt_walk(void *extbuf, socklen_t extlen, int offset, int type,
			    uint8_t *typep, socklen_t *lenp, void **databufp);

#endif
