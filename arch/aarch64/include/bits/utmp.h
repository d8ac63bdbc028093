/* The utmp/wtmp record of aarch64: glibc has a long session id and a
   struct timeval there (400 bytes, against 384 on x86_64). */
#ifndef _BITS_UTMP_H
#define _BITS_UTMP_H

#define __WEFT_UT_TIME32 0

#endif
