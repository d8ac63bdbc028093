#include <signal.h>
#include <string.h>
#include <stddef.h>
#include "errmsg.h"
#include "siglist.h"

/* glibc's texts.  Real-time signals are numbered from SIGRTMIN, which glibc
   reports as 34 (it keeps 32 and 33 for itself); weft uses the same numbers
   until its own SIGRTMIN exists. */
#define RTMIN 34
#define RTMAX 64

#define MEMBER(num, text) char m##num[sizeof text];
#define TEXT(num, text) text,
#define OFFSET(num, text) [num] = offsetof(struct msgs, m##num),

static const struct msgs {
	char unused;
	SIGNALS(MEMBER)
} msgs = { 0, SIGNALS(TEXT) };

static const unsigned short where[] = { SIGNALS(OFFSET) };

/* strsignal's text with an unknown number formatted into the caller's
   40-byte buf, so psignal and psiginfo leave strsignal's buffer alone. */
hidden char *__strsignal_buf(int sig, char *buf)
{
	if ((unsigned)sig < sizeof where / sizeof where[0] && where[sig])
		return (char *)&msgs + where[sig];
	if (sig >= RTMIN && sig <= RTMAX)
		return __unknown_msg(buf, "Real-time signal ", sig - RTMIN);
	return __unknown_msg(buf, "Unknown signal ", sig);
}
