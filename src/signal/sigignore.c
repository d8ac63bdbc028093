#include <signal.h>

int sigignore(int sig)
{
	struct sigaction sa = { .sa_handler = SIG_IGN };

	return sigaction(sig, &sa, 0);
}
