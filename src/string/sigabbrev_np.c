#include <stddef.h>
#include <string.h>
#include "siglist.h"

#define MEMBER(num, text) char m##num[sizeof #num];
#define NAME(num, text) #num,
#define OFFSET(num, text) [num] = offsetof(struct names, m##num),

static const struct names {
	char unused;
	SIGNALS(MEMBER)
} names = { 0, SIGNALS(NAME) };

static const unsigned short where[] = { SIGNALS(OFFSET) };

/* "HUP" for SIGHUP; null for real-time signals and unknown numbers. */
const char *sigabbrev_np(int sig)
{
	if ((unsigned)sig < sizeof where / sizeof where[0] && where[sig])
		return (const char *)&names + where[sig] + 3; /* after "SIG" */
	return 0;
}
