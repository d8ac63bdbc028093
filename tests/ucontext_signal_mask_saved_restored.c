/* getcontext saves the signal mask and setcontext restores it;
   swapcontext exchanges masks: a coroutine that runs with SIGUSR1
   blocked and a main context that runs with it unblocked each see their
   own mask after every switch, and a SIGUSR1 raised in the coroutine
   stays pending there and is delivered as soon as the switch back to
   the main context unblocks it. */
#include <signal.h>
#include <ucontext.h>
#include "check.h"

static ucontext_t main_ctx, co_ctx, saved;
static char co_stack[65536] __attribute__((aligned(16)));
static volatile int handled, co_rounds;

static void on_usr1(int sig)
{
	(void)sig;
	handled++;
}

static int usr1_blocked(void)
{
	sigset_t cur;

	CHECK_EQ(sigprocmask(SIG_BLOCK, 0, &cur), 0);
	return sigismember(&cur, SIGUSR1);
}

static void coroutine(void)
{
	for (int i = 0; i < 3; i++) {
		co_rounds++;
		if (!usr1_blocked())
			t_fail(__FILE__, __LINE__, "SIGUSR1 not blocked in coroutine");
		raise(SIGUSR1);
		if (handled != i)
			t_fail(__FILE__, __LINE__, "blocked SIGUSR1 was delivered");
		swapcontext(&co_ctx, &main_ctx);
	}
}

int main(void)
{
	struct sigaction sa = { 0 };
	sigset_t usr1;
	volatile int pass = 0;

	sa.sa_handler = on_usr1;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);

	/* getcontext/setcontext: the mask at getcontext comes back */
	CHECK_EQ(getcontext(&saved), 0);
	CHECK(!usr1_blocked());
	if (!pass) {
		pass = 1;
		CHECK_EQ(sigprocmask(SIG_BLOCK, &usr1, 0), 0);
		CHECK(usr1_blocked());
		setcontext(&saved);
		t_fail(__FILE__, __LINE__, "setcontext returned");
	}
	CHECK(sigismember(&saved.uc_sigmask, SIGUSR1) == 0);

	/* the coroutine's context carries a mask with SIGUSR1 blocked */
	CHECK_EQ(getcontext(&co_ctx), 0);
	co_ctx.uc_stack.ss_sp = co_stack;
	co_ctx.uc_stack.ss_size = sizeof co_stack;
	co_ctx.uc_link = &main_ctx;
	sigaddset(&co_ctx.uc_sigmask, SIGUSR1);
	makecontext(&co_ctx, coroutine, 0);

	for (int i = 1; i <= 3; i++) {
		CHECK_EQ(swapcontext(&main_ctx, &co_ctx), 0);
		CHECK_EQ(co_rounds, i);
		CHECK(!usr1_blocked());
		/* pending while blocked, delivered when the mask changed back */
		CHECK_EQ(handled, i);
		/* the mask swapcontext saved for the coroutine */
		CHECK(sigismember(&co_ctx.uc_sigmask, SIGUSR1));
	}
	CHECK_EQ(swapcontext(&main_ctx, &co_ctx), 0);
	CHECK(!usr1_blocked());
	CHECK_EQ(handled, 3);
	return 0;
}
