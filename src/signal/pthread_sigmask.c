#include <errno.h>
#include <signal.h>

/* sigprocmask already acts on the calling thread only and keeps weft's
   internal signals out of both sets; this differs only in reporting the
   error as its return value, with errno left as it was. */
int pthread_sigmask(int how, const sigset_t *restrict set, sigset_t *restrict old)
{
	int saved = errno, e = 0;

	if (sigprocmask(how, set, old) < 0)
		e = errno;
	errno = saved;
	return e;
}
