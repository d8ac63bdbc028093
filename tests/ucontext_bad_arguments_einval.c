/* Bad arguments fail cleanly instead of crashing (glibc crashes or
   writes outside the stack, hence weft-only): null contexts give -1 and
   EINVAL; makecontext with a null function, a negative argc, no stack,
   or a stack too small for its arguments sets EINVAL and leaves the
   context unchanged, writing nothing outside it. */
// test: weft-only
#include <string.h>
#include <ucontext.h>
#include "check.h"

static ucontext_t ctx, copy;
static unsigned long small[8] __attribute__((aligned(16)));

static void fn(void)
{
}

int main(void)
{
	CHECK_ERR(getcontext(0), EINVAL);
	CHECK_ERR(setcontext(0), EINVAL);
	CHECK_EQ(getcontext(&ctx), 0);
	CHECK_ERR(swapcontext(0, &ctx), EINVAL);
	CHECK_ERR(swapcontext(&ctx, 0), EINVAL);

	ctx.uc_stack.ss_sp = small;
	ctx.uc_stack.ss_size = sizeof small;
	ctx.uc_link = 0;
	memcpy(&copy, &ctx, sizeof ctx);

	errno = 0;
	makecontext(&ctx, 0, 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	makecontext(&ctx, fn, -1);
	CHECK_EQ(errno, EINVAL);
	/* 64 bytes (8 words): 20 arguments put 12 or 14 on the stack */
	errno = 0;
	makecontext(&ctx, fn, 20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
		    15, 16, 17, 18, 19, 20);
	CHECK_EQ(errno, EINVAL);
	CHECK(memcmp(&ctx, &copy, sizeof ctx) == 0);
	for (size_t i = 0; i < sizeof small / sizeof *small; i++)
		CHECK_EQ(small[i], 0);

	ctx.uc_stack.ss_sp = 0;
	memcpy(&copy, &ctx, sizeof ctx);
	errno = 0;
	makecontext(&ctx, fn, 0);
	CHECK_EQ(errno, EINVAL);
	CHECK(memcmp(&ctx, &copy, sizeof ctx) == 0);

	/* the same small stack is enough without arguments */
	ctx.uc_stack.ss_sp = small;
	errno = 0;
	makecontext(&ctx, fn, 0);
	CHECK_EQ(errno, 0);
	return 0;
}
