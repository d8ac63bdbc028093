/* sigsetjmp(env, 1) saves the signal mask and siglongjmp restores it,
   including out of a signal handler (whose signal is blocked while it
   runs); sigsetjmp(env, 0), setjmp and _setjmp do not save it (glibc's
   behaviour on Linux).  Uses raw rt_sigprocmask/rt_sigaction so it does
   not depend on the signal wrappers. */
#include <setjmp.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

struct kact {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};
#define K_SA_RESTORER 0x04000000UL

static unsigned long bit(int sig) { return 1UL << (sig - 1); }

static unsigned long getmask(void)
{
	unsigned long m = 0;
	CHECK_EQ(syscall(SYS_rt_sigprocmask, 0, 0, &m, 8), 0);
	return m;
}

static void setmask(unsigned long m)
{
	CHECK_EQ(syscall(SYS_rt_sigprocmask, 2, &m, 0, 8), 0);
}

static sigjmp_buf senv;
static jmp_buf env;
static volatile unsigned long mask_in_handler;
static volatile int handled;

/* The handler never returns, so the kernel's return trampoline is never
   used; x86_64 still insists on one being given. */
static void never_called(void)
{
	_exit(99);
}

static void on_usr1(int sig)
{
	(void)sig;
	handled++;
	mask_in_handler = getmask();
	siglongjmp(senv, 5);
}

int main(void)
{
	volatile int r;

	setmask(0);

	/* Saved mask comes back. */
	r = sigsetjmp(senv, 1);
	if (r == 0) {
		setmask(bit(SIGUSR2) | bit(SIGHUP));
		siglongjmp(senv, 2);
	}
	CHECK_EQ(r, 2);
	CHECK_EQ(getmask(), 0);

	/* Blocked at sigsetjmp time, unblocked before the jump: blocked again. */
	setmask(bit(SIGUSR2));
	r = sigsetjmp(senv, 1);
	if (r == 0) {
		setmask(0);
		siglongjmp(senv, 3);
	}
	CHECK_EQ(r, 3);
	CHECK_EQ(getmask(), bit(SIGUSR2));
	setmask(0);

	/* savemask 0: the mask stays as it was at the jump. */
	r = sigsetjmp(senv, 0);
	if (r == 0) {
		setmask(bit(SIGUSR2));
		siglongjmp(senv, 4);
	}
	CHECK_EQ(r, 4);
	CHECK_EQ(getmask(), bit(SIGUSR2));
	setmask(0);

	/* setjmp/longjmp and _setjmp/_longjmp do not restore it either. */
	r = setjmp(env);
	if (r == 0) {
		setmask(bit(SIGHUP));
		longjmp(env, 1);
	}
	CHECK_EQ(getmask(), bit(SIGHUP));
	setmask(0);
	r = _setjmp(env);
	if (r == 0) {
		setmask(bit(SIGHUP));
		_longjmp(env, 1);
	}
	CHECK_EQ(getmask(), bit(SIGHUP));
	setmask(0);

	/* Out of a signal handler: SIGUSR1 is blocked in the handler and
	   unblocked again after siglongjmp. */
	struct kact act = { on_usr1, K_SA_RESTORER, never_called, 0 };
	CHECK_EQ(syscall(SYS_rt_sigaction, SIGUSR1, &act, 0, 8), 0);
	r = sigsetjmp(senv, 1);
	if (r == 0) {
		raise(SIGUSR1);
		CHECK(!"handler did not jump");
	}
	CHECK_EQ(r, 5);
	CHECK_EQ(handled, 1);
	CHECK(mask_in_handler & bit(SIGUSR1));
	CHECK_EQ(getmask(), 0);

	/* And again, to see the handler can run a second time. */
	r = sigsetjmp(senv, 1);
	if (r == 0)
		raise(SIGUSR1);
	CHECK_EQ(r, 5);
	CHECK_EQ(handled, 2);
	CHECK_EQ(getmask(), 0);
	return 0;
}
