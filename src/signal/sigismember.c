#include <errno.h>
#include <signal.h>
#include "signal_impl.h"

int sigismember(const sigset_t *set, int sig)
{
	if (!__sig_valid(sig)) {
		errno = EINVAL;
		return -1;
	}
	return (set->__bits[(sig - 1) / (8 * sizeof(long))]
		>> ((sig - 1) % (8 * sizeof(long)))) & 1;
}
