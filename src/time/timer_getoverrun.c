#include <time.h>
#include "syscall.h"
#include "time_impl.h"

/* Expirations lost between the last delivered signal and its handling.
   For a SIGEV_THREAD timer, the count the helper received with the
   expiry it is handling (the kernel's si_overrun). */
int timer_getoverrun(timer_t t)
{
	struct __timer_thread *tt = __timer_thread_of(t);

	if (tt)
		return __atomic_load_n(&tt->overrun, __ATOMIC_RELAXED);
	return __syscall_ret(__syscall(SYS_timer_getoverrun, __timer_id(t)));
}
