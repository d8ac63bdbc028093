#ifndef _SYS_TIMES_H
#define _SYS_TIMES_H

#include <features.h>

#define __WEFT_WANT_clock_t
#include <bits/typedefs.h>

struct tms {
	clock_t tms_utime;
	clock_t tms_stime;
	clock_t tms_cutime;
	clock_t tms_cstime;
};

__WEFT_BEGIN
clock_t times(struct tms *buf);
__WEFT_END

#endif
