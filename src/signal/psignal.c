#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "errmsg.h"

/* "msg: description\n" on stderr (just the description if msg is null
   or empty), in one locked write. */
void psignal(int sig, const char *msg)
{
	char sb[40];
	const char *desc = __strsignal_buf(sig, sb);

	if (msg && *msg)
		fprintf(stderr, "%s: %s\n", msg, desc);
	else
		fprintf(stderr, "%s\n", desc);
}
