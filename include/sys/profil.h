/* Profiling several text regions at once (sprofil). */
#ifndef _SYS_PROFIL_H
#define _SYS_PROFIL_H

#include <features.h>
#include <sys/time.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

/* One region: a sample at pc counts into counter
   (pc - pr_off) / 2 * pr_scale / 65536 of pr_base when that is below
   pr_size / the counter size.  A region whose pr_scale is 2 takes the
   samples no other region counted, in its first counter. */
struct prof {
	void *pr_base;          /* the counters */
	size_t pr_size;         /* their size in bytes */
	size_t pr_off;          /* the lowest pc counted */
	unsigned long pr_scale; /* 0x10000: a counter per 2 bytes of text */
};

enum {
	PROF_USHORT = 0,        /* counters are unsigned short */
	PROF_UINT = 1 << 0,     /* counters are unsigned int */
	PROF_FAST = 1 << 1      /* sample faster if possible (ignored) */
};

__WEFT_BEGIN
int sprofil(struct prof *profp, int profcnt, struct timeval *tvp, unsigned int flags);
__WEFT_END

#endif
