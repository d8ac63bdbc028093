#include <string.h>
#include "errmsg.h"
#include "siglist.h"

#define ONE(num, text) | 1ULL << num

/* strsignal's text for a standard signal; null for real-time signals and
   unknown numbers (never formatted). */
const char *sigdescr_np(int sig)
{
	static const unsigned long long known = 0 SIGNALS(ONE);
	char unused[40];

	if (sig < 0 || sig > 63 || !(known >> sig & 1))
		return 0;
	return __strsignal_buf(sig, unused);
}
