/* BSD-era system parameters and bit-array helpers.  Not POSIX; programs
   ported from the BSDs and written for glibc expect these names here, and
   expect the header to bring <sys/types.h>, <limits.h>, <signal.h> and
   <endian.h>. */
#ifndef _SYS_PARAM_H
#define _SYS_PARAM_H

#include <features.h>
#include <limits.h>
#include <signal.h>
#include <sys/types.h>
#include <endian.h>

#define __WEFT_WANT_NULL
#include <bits/typedefs.h>

/* Limits under their historical names.  Literals rather than PATH_MAX and
   friends, which strict ISO C modes hide, but the same values, so a buffer
   sized with either name is the same size. */
#define MAXPATHLEN     4096        /* PATH_MAX */
#define MAXHOSTNAMELEN 64          /* HOST_NAME_MAX */
#define NGROUPS        65536       /* NGROUPS_MAX */
#define NCARGS         131072      /* ARG_MAX */
#define MAXSYMLINKS    40          /* SYMLOOP_MAX: what the kernel follows */
#define NOFILE         256         /* a historical default, not the rlimit */
#define CANBSIZ        255         /* Linux's MAX_CANON */
#define NBBY           CHAR_BIT    /* bits per byte */
#define DEV_BSIZE      512         /* the unit of st_blocks */
#define HZ             100         /* USER_HZ: the unit of times() */
#define EXEC_PAGESIZE  4096
#define NODEV          ((dev_t)-1)
#define NOGROUP        (-1)

/* Bit arrays of bytes: bit i lives in byte i / NBBY. */
#define setbit(a, i) ((a)[(i) / NBBY] |= (unsigned char)(1u << ((i) % NBBY)))
#define clrbit(a, i) ((a)[(i) / NBBY] &= (unsigned char)~(1u << ((i) % NBBY)))
#define isset(a, i)  ((a)[(i) / NBBY] & (1u << ((i) % NBBY)))
#define isclr(a, i)  (!isset(a, i))

/* How many y-sized units hold x, x rounded up to a multiple of y, and
   whether x is a power of two (0 counts as one, as on the BSDs). */
#define howmany(x, y)  (((x) + ((y) - 1)) / (y))
#define roundup(x, y)  (howmany(x, y) * (y))
#define powerof2(x)    ((((x) - 1) & (x)) == 0)

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* The byte-order names BSD code tests, even in modes where <endian.h>
   keeps them to itself. */
#ifndef LITTLE_ENDIAN
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#endif
#ifndef BIG_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#endif
#ifndef PDP_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#endif
#ifndef BYTE_ORDER
#define BYTE_ORDER __BYTE_ORDER
#endif

#endif
