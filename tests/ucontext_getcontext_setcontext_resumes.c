/* getcontext saves a resume point: each setcontext (from the same
   function, and from a function it calls) comes back as a new return of
   0 from getcontext, with the stack and callee-saved state of that
   moment; variables changed since (volatile) keep their new values. */
#include <ucontext.h>
#include "check.h"

static ucontext_t saved;
static volatile int from_callee;

__attribute__((noinline)) static void jump_back(void)
{
	from_callee++;
	setcontext(&saved);
	t_fail(__FILE__, __LINE__, "setcontext returned");
}

int main(void)
{
	volatile int count = 0;
	/* kept in a callee-saved register or on the stack: unchanged
	   after the getcontext call, so it must read the same each time */
	long fixed = (long)&count ^ 0x5a5a5a5a;
	int r;

	r = getcontext(&saved);
	CHECK_EQ(r, 0);
	CHECK_EQ(fixed, (long)&count ^ 0x5a5a5a5a);
	count++;
	if (count < 5)
		setcontext(&saved);
	if (count < 8)
		jump_back();
	CHECK_EQ(count, 8);
	CHECK_EQ(from_callee, 3);
	return 0;
}
