/* ftime, the old millisecond clock (obsolete: clock_gettime). */
#ifndef _SYS_TIMEB_H
#define _SYS_TIMEB_H

#include <features.h>

#define __WEFT_WANT_time_t
#include <bits/typedefs.h>

struct timeb {
	time_t time;              /* seconds since the Epoch */
	unsigned short millitm;   /* and milliseconds */
	short timezone;           /* always 0 (minutes west of UTC) */
	short dstflag;            /* always 0 */
};

__WEFT_BEGIN
int ftime(struct timeb *tb);
__WEFT_END

#endif
