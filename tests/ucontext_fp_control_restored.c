/* The floating-point control state is part of a context: the rounding
   mode in force at getcontext is back after setcontext (x86_64: x87
   control word and MXCSR; aarch64: fpcr; riscv64: fcsr), and each side
   of a swapcontext keeps its own rounding mode, which changes real
   results (1/3 rounded down and up differ). */
// test: cflags -frounding-math -Wl,--no-as-needed -lm
#include <fenv.h>
#include <ucontext.h>
#include "check.h"

static ucontext_t main_ctx, co_ctx, saved;
static char co_stack[65536] __attribute__((aligned(16)));
static volatile double one = 1.0, three = 3.0;
static volatile int co_round, co_seen;

static void coroutine(void)
{
	/* started with the mode its context was made under */
	co_round = fegetround();
	fesetround(FE_UPWARD);
	swapcontext(&co_ctx, &main_ctx);
	co_seen = fegetround();
	co_round = one / three > 0.3333333333333333 ? 1 : 0;
}

int main(void)
{
	volatile int pass = 0;
	volatile double down, up;

	CHECK_EQ(fesetround(FE_TONEAREST), 0);
	CHECK_EQ(getcontext(&saved), 0);
	CHECK_EQ(fegetround(), FE_TONEAREST);
	if (!pass) {
		pass = 1;
		CHECK_EQ(fesetround(FE_UPWARD), 0);
		CHECK_EQ(fegetround(), FE_UPWARD);
		setcontext(&saved);
		t_fail(__FILE__, __LINE__, "setcontext returned");
	}

	pass = 0;
	CHECK_EQ(fesetround(FE_DOWNWARD), 0);
	CHECK_EQ(getcontext(&saved), 0);
	CHECK_EQ(fegetround(), FE_DOWNWARD);
	down = one / three;
	if (!pass) {
		pass = 1;
		CHECK_EQ(fesetround(FE_TOWARDZERO), 0);
		setcontext(&saved);
		t_fail(__FILE__, __LINE__, "setcontext returned");
	}

	/* a coroutine made while FE_TOWARDZERO is set */
	CHECK_EQ(fesetround(FE_TOWARDZERO), 0);
	CHECK_EQ(getcontext(&co_ctx), 0);
	co_ctx.uc_stack.ss_sp = co_stack;
	co_ctx.uc_stack.ss_size = sizeof co_stack;
	co_ctx.uc_link = &main_ctx;
	makecontext(&co_ctx, coroutine, 0);
	CHECK_EQ(fesetround(FE_DOWNWARD), 0);
	CHECK_EQ(swapcontext(&main_ctx, &co_ctx), 0);
	CHECK_EQ(co_round, FE_TOWARDZERO);
	/* our mode came back with our context */
	CHECK_EQ(fegetround(), FE_DOWNWARD);
	CHECK_EQ(swapcontext(&main_ctx, &co_ctx), 0);
	CHECK_EQ(co_seen, FE_UPWARD);
	CHECK_EQ(co_round, 1);
	CHECK_EQ(fegetround(), FE_DOWNWARD);
	up = one / three;
	CHECK(down == up);
	CHECK_EQ(fesetround(FE_UPWARD), 0);
	up = one / three;
	CHECK(down < up);
	fesetround(FE_TONEAREST);
	return 0;
}
