#include <signal.h>
#include <string.h>
#include <time.h>
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"
#include "time_impl.h"

/*
 * A SIGEV_THREAD timer's helper waits for our message, an SI_QUEUE
 * SIGTIMER carrying the record's address, and only then exits (freeing
 * the record, which is on its stack): so the record and the helper's
 * descriptor are valid all through this call, and the message is the
 * last thing we do to them.  stop is set first so that an expiry the
 * kernel queued before the delete is not run.  A function still running
 * in the helper is not waited for: it may be the caller itself, or be
 * waiting for something the caller holds.
 */
int timer_delete(timer_t t)
{
	struct __timer_thread *tt = __timer_thread_of(t);
	struct __pthread *helper;
	unsigned long mask;
	siginfo_t si;
	long r;
	int tid;

	if (!tt)
		return __syscall_ret(__syscall(SYS_timer_delete, __timer_id(t)));
	__atomic_store_n(&tt->stop, 1, __ATOMIC_RELEASE);
	r = __syscall(SYS_timer_delete, tt->kid);
	memset(&si, 0, sizeof si);
	si.si_signo = SIGTIMER;
	si.si_code = SI_QUEUE;
	si.si_pid = __syscall(SYS_getpid);
	si.si_uid = __syscall(SYS_getuid);
	si.si_value.sival_ptr = tt;
	helper = tt->thread;
	tid = __tid_lock(helper, &mask);
	if (tid) {
		__syscall(SYS_rt_tgsigqueueinfo, si.si_pid, tid, SIGTIMER, &si);
		__tid_unlock(helper, &mask);
	}
	return __syscall_ret(r);
}
