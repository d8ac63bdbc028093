#include <signal.h>
#include <stdio.h>
#include <string.h>

/* "msg: description\n" on stderr (just the description if msg is null
   or empty), in one locked write. */
void psignal(int sig, const char *msg)
{
	const char *desc = strsignal(sig);

	if (msg && *msg)
		fprintf(stderr, "%s: %s\n", msg, desc);
	else
		fprintf(stderr, "%s\n", desc);
}
