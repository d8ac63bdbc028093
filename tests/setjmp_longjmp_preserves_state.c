/* setjmp returns 0, then longjmp's value; longjmp(env, 0) makes it return
   1; volatile locals keep the values they had at the longjmp, non-volatile
   callee-saved values in the caller survive; jumping out of deeply nested
   calls works repeatedly; jmp_buf has glibc's size; _setjmp/_longjmp and
   sigsetjmp/siglongjmp without a mask behave the same. */
#include <setjmp.h>
#include "check.h"

static jmp_buf env;
static int depth_reached;

__attribute__((noinline)) static void dive(int depth, int val)
{
	volatile char pad[64];

	pad[0] = (char)depth;
	if (depth < 0)
		return;
	if (depth == 0) {
		depth_reached = 1;
		longjmp(env, val);
	}
	dive(depth - 1, val + pad[0] * 0);
}

/* Uses many callee-saved registers across a setjmp that returns twice. */
__attribute__((noinline)) static long clobber_and_jump(long a, long b, long c, long d, long e)
{
	volatile long sum = 0;
	long keep1 = a * 3, keep2 = b * 5, keep3 = c * 7, keep4 = d * 11, keep5 = e * 13;

	if (setjmp(env) == 0) {
		sum = keep1 + keep2;
		dive(50, 9);
		return -1;
	}
	/* After the jump, only values of volatile objects modified after
	   setjmp are meaningful, plus the unmodified locals. */
	return sum + keep1 + keep2 + keep3 + keep4 + keep5;
}

int main(void)
{
	volatile int count = 0;
	volatile long kept = 123456789;
	int r;

	/* glibc's sizes */
#if defined(__x86_64__)
	CHECK_EQ(sizeof(jmp_buf), 200);
	CHECK_EQ(_Alignof(jmp_buf), 8);
#elif defined(__aarch64__)
	CHECK_EQ(sizeof(jmp_buf), 312);
	CHECK_EQ(_Alignof(jmp_buf), 8);
#elif defined(__riscv) && __riscv_xlen == 64
	CHECK_EQ(sizeof(jmp_buf), 344);
	CHECK_EQ(_Alignof(jmp_buf), 8);
#endif

	r = setjmp(env);
	if (r == 0) {
		count = 1;
		kept = 42;
		dive(100, 7);
		CHECK(!"dive returned");
	}
	CHECK_EQ(r, 7);
	CHECK_EQ(count, 1);
	CHECK_EQ(kept, 42);
	CHECK(depth_reached);

	/* longjmp(env, 0) returns 1. */
	count = 0;
	r = setjmp(env);
	if (r == 0) {
		count++;
		longjmp(env, 0);
	}
	CHECK_EQ(r, 1);
	CHECK_EQ(count, 1);

	/* Loop through the same setjmp many times. */
	count = 0;
	r = setjmp(env);
	if (count < 1000) {
		count++;
		longjmp(env, count);
	}
	CHECK_EQ(r, 1000);

	CHECK_EQ(clobber_and_jump(1, 2, 3, 4, 5), (3 + 10) * 2 + 21 + 44 + 65);

	/* _setjmp/_longjmp. */
	r = _setjmp(env);
	if (!r)
		_longjmp(env, -3);
	CHECK_EQ(r, -3);

	/* sigsetjmp without saving the mask. */
	sigjmp_buf senv;
	/* glibc's sigjmp_buf is jmp_buf's type */
	CHECK_EQ(sizeof senv, sizeof(jmp_buf));
	r = sigsetjmp(senv, 0);
	if (!r)
		siglongjmp(senv, 0);
	CHECK_EQ(r, 1);
	return 0;
}
