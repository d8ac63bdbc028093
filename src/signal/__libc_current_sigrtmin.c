#include <signal.h>
#include "signal_impl.h"

int __libc_current_sigrtmin(void)
{
	return SIGRT_FIRST_APP;
}
