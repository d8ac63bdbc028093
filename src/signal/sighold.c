#include <signal.h>

int sighold(int sig)
{
	sigset_t set;

	sigemptyset(&set);
	if (sigaddset(&set, sig) < 0)
		return -1;
	return sigprocmask(SIG_BLOCK, &set, 0);
}
