/* The utmp/wtmp record of x86_64 and riscv64: glibc keeps its session id
   and time 32-bit there, so that the file has the same layout for the
   32-bit programs of the same machine.  An arch whose glibc uses long and
   struct timeval has its own arch/<arch>/include/bits/utmp.h. */
#ifndef _BITS_UTMP_H
#define _BITS_UTMP_H

#define __WEFT_UT_TIME32 1

#endif
