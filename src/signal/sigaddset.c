#include <errno.h>
#include <signal.h>
#include "signal_impl.h"

/* EINVAL for a number that is not a signal or is one of weft's own. */
int sigaddset(sigset_t *set, int sig)
{
	unsigned long bit;

	if (!__sig_valid(sig) || __sig_internal(sig)) {
		errno = EINVAL;
		return -1;
	}
	bit = 1UL << ((sig - 1) % (8 * sizeof(long)));
	set->__bits[(sig - 1) / (8 * sizeof(long))] |= bit;
	return 0;
}
