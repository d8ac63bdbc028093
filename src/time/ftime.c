#include <sys/timeb.h>
#include <time.h>

/* The realtime clock to the millisecond; like glibc since 2.33 the zone
   fields are 0 (the kernel's zone is not kept). */
int ftime(struct timeb *tb)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	tb->time = ts.tv_sec;
	tb->millitm = ts.tv_nsec / 1000000;
	tb->timezone = 0;
	tb->dstflag = 0;
	return 0;
}
