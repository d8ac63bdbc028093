#include <time.h>

/* t1 - t0 in seconds, exact whenever the difference fits in 53 bits. */
double difftime(time_t t1, time_t t0)
{
	long long d;

	if (!__builtin_sub_overflow((long long)t1, (long long)t0, &d))
		return (double)d;
	return (double)t1 - (double)t0;
}
