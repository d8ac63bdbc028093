/* utimes, futimes and lutimes: microsecond times to utimensat's form. */
#ifndef _WEFT_TIMEVAL_TIMES_H
#define _WEFT_TIMEVAL_TIMES_H

#include <errno.h>
#include <sys/stat.h>
#include <sys/time.h>
#include "libc.h"

/* Fills ts from tv (null stays null through *out); EINVAL for a
   microsecond count outside 0..999999, which the conversion to
   nanoseconds could otherwise overflow. */
static inline int __timeval_times(const struct timeval tv[2], struct timespec ts[2],
				  const struct timespec **out)
{
	*out = 0;
	if (!tv)
		return 0;
	for (int i = 0; i < 2; i++) {
		if (tv[i].tv_usec < 0 || tv[i].tv_usec >= 1000000) {
			errno = EINVAL;
			return -1;
		}
		ts[i].tv_sec = tv[i].tv_sec;
		ts[i].tv_nsec = tv[i].tv_usec * 1000;
	}
	*out = ts;
	return 0;
}

#endif
