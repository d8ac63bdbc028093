/* Two contexts pass control back and forth with swapcontext 1000 times
   (a generator): each side keeps its locals, integer and double, across
   every switch (callee-saved registers, general and FP), and the values
   handed over arrive in order.  The generator finishes by returning,
   which resumes the consumer through uc_link. */
#include <ucontext.h>
#include "check.h"

#define ROUNDS 1000

static ucontext_t consumer_ctx, gen_ctx;
static char gen_stack[65536] __attribute__((aligned(16)));
static volatile long yielded;
static volatile int gen_done;

static double step(double x)
{
	return x * 1.0000001 + 0.5;
}

static void generator(int start)
{
	long a = 0, b = 1;     /* Fibonacci modulo 2^31: in registers */
	double acc = start;    /* an FP value carried across switches */
	double mirror = start;

	for (long i = 0; i < ROUNDS; i++) {
		yielded = a;
		acc = step(acc);
		if (swapcontext(&gen_ctx, &consumer_ctx) != 0)
			t_fail(__FILE__, __LINE__, "swapcontext in generator");
		mirror = step(mirror);
		/* computed the same way on both sides of the switch */
		if (acc != mirror)
			t_fail(__FILE__, __LINE__, "double changed across swapcontext");
		long t = (a + b) & 0x7fffffff;
		a = b;
		b = t;
	}
	gen_done = 1;
}

int main(void)
{
	long a = 0, b = 1;
	double mine = 3.25, check = 3.25;

	CHECK_EQ(getcontext(&gen_ctx), 0);
	gen_ctx.uc_stack.ss_sp = gen_stack;
	gen_ctx.uc_stack.ss_size = sizeof gen_stack;
	gen_ctx.uc_link = &consumer_ctx;
	makecontext(&gen_ctx, (void (*)(void))generator, 1, 7);

	for (long i = 0; i < ROUNDS; i++) {
		mine = mine * 0.999 + 1.0;
		CHECK_EQ(swapcontext(&consumer_ctx, &gen_ctx), 0);
		check = check * 0.999 + 1.0;
		if (mine != check)
			t_fail(__FILE__, __LINE__, "double changed across swapcontext");
		CHECK_EQ(yielded, a);
		long t = (a + b) & 0x7fffffff;
		a = b;
		b = t;
	}
	CHECK_EQ(gen_done, 0);
	/* the last resume lets the generator return through uc_link */
	CHECK_EQ(swapcontext(&consumer_ctx, &gen_ctx), 0);
	CHECK_EQ(gen_done, 1);
	return 0;
}
