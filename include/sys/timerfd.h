/* Timers that notify through a descriptor (Linux). */
#ifndef _SYS_TIMERFD_H
#define _SYS_TIMERFD_H

#include <features.h>
#include <time.h>

#define TFD_CLOEXEC  02000000
#define TFD_NONBLOCK 04000

#define TFD_TIMER_ABSTIME       (1 << 0)
#define TFD_TIMER_CANCEL_ON_SET (1 << 1)

__WEFT_BEGIN
int timerfd_create(clockid_t clock, int flags);
int timerfd_settime(int fd, int flags, const struct itimerspec *value,
		    struct itimerspec *old);
int timerfd_gettime(int fd, struct itimerspec *cur);
__WEFT_END

#endif
