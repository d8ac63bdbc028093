#include <signal.h>

int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info)
{
	return sigtimedwait(set, info, 0);
}
