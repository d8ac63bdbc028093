/* ustar archive constants (POSIX <tar.h>). */
#ifndef _TAR_H
#define _TAR_H

#include <features.h>

#define TMAGIC   "ustar"  /* magic field, NUL-terminated */
#define TMAGLEN  6
#define TVERSION "00"     /* version field, not terminated */
#define TVERSLEN 2

/* typeflag values */
#define REGTYPE  '0'
#define AREGTYPE '\0'
#define LNKTYPE  '1'
#define SYMTYPE  '2'
#define CHRTYPE  '3'
#define BLKTYPE  '4'
#define DIRTYPE  '5'
#define FIFOTYPE '6'
#define CONTTYPE '7'

/* mode field bits, octal */
#define TSUID   04000
#define TSGID   02000
/* XSI (POSIX 2001 moved it there) */
#if defined(_XOPEN_SOURCE) || !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE < 200112L
#define TSVTX   01000
#endif
#define TUREAD  00400
#define TUWRITE 00200
#define TUEXEC  00100
#define TGREAD  00040
#define TGWRITE 00020
#define TGEXEC  00010
#define TOREAD  00004
#define TOWRITE 00002
#define TOEXEC  00001

#endif
