#include <errno.h>
#include <signal.h>

/* Returns the error number instead of setting errno; never EINTR. */
int sigwait(const sigset_t *restrict set, int *restrict sig)
{
	siginfo_t si;
	int r;

	do
		r = sigtimedwait(set, &si, 0);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return errno;
	*sig = r;
	return 0;
}
