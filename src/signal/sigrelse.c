#include <signal.h>

int sigrelse(int sig)
{
	sigset_t set;

	sigemptyset(&set);
	if (sigaddset(&set, sig) < 0)
		return -1;
	return sigprocmask(SIG_UNBLOCK, &set, 0);
}
