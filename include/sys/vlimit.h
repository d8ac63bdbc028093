/* The 4.2BSD resource limit call, over setrlimit. */
#ifndef _SYS_VLIMIT_H
#define _SYS_VLIMIT_H

#include <features.h>

/* A limit that means none (also <math.h>'s name for infinity: the two
   headers do not mix, as with glibc, so it is defined only if free). */
#ifndef INFINITY
#define INFINITY 0x7fffffff
#endif

enum __vlimit_resource {
	LIM_NORAISE,    /* whether limits may be raised: not settable */
	LIM_CPU,        /* CPU seconds */
	LIM_FSIZE,      /* largest file, bytes */
	LIM_DATA,       /* data segment, bytes */
	LIM_STACK,      /* stack, bytes */
	LIM_CORE,       /* core file, bytes */
	LIM_MAXRSS      /* resident set, bytes */
};

__WEFT_BEGIN
int vlimit(enum __vlimit_resource resource, int value);
__WEFT_END

#endif
