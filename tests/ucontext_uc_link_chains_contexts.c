/* A makecontext function that returns continues with uc_link: first
   resumes second (a context made the same way), whose return resumes the
   main context after its swapcontext, which then returns 0.  The chain
   may also end in a context saved by getcontext (a setcontext target). */
#include <ucontext.h>
#include "check.h"

static ucontext_t main_ctx, first_ctx, second_ctx;
static char stack1[32768] __attribute__((aligned(16)));
static char stack2[32768] __attribute__((aligned(16)));
static char order[8];
static int pos;

static void first(int tag)
{
	order[pos++] = (char)tag;
}

static void second(int tag)
{
	order[pos++] = (char)tag;
}

int main(void)
{
	volatile int resumed = 0;

	CHECK_EQ(getcontext(&first_ctx), 0);
	first_ctx.uc_stack.ss_sp = stack1;
	first_ctx.uc_stack.ss_size = sizeof stack1;
	first_ctx.uc_link = &second_ctx;
	makecontext(&first_ctx, (void (*)(void))first, 1, 'a');

	CHECK_EQ(getcontext(&second_ctx), 0);
	second_ctx.uc_stack.ss_sp = stack2;
	second_ctx.uc_stack.ss_size = sizeof stack2;
	second_ctx.uc_link = &main_ctx;
	makecontext(&second_ctx, (void (*)(void))second, 1, 'b');

	CHECK_EQ(swapcontext(&main_ctx, &first_ctx), 0);
	order[pos++] = 'm';
	CHECK_EQ(pos, 3);
	CHECK_STR(order, "abm");

	/* Again, the chain ending at a getcontext point instead. */
	pos = 0;
	CHECK_EQ(getcontext(&main_ctx), 0);
	if (!resumed) {
		resumed = 1;
		makecontext(&first_ctx, (void (*)(void))first, 1, 'c');
		makecontext(&second_ctx, (void (*)(void))second, 1, 'd');
		setcontext(&first_ctx);
		t_fail(__FILE__, __LINE__, "setcontext returned");
	}
	order[pos++] = 'n';
	CHECK_EQ(pos, 3);
	order[pos] = 0;
	CHECK_STR(order, "cdn");
	return 0;
}
