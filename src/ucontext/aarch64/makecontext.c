#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <ucontext.h>
#include "ucontext_arch.h"
#include "ucontext_impl.h"

/* Prepares ucp (filled by getcontext) so that setcontext or swapcontext
   calls func with the argc arguments on ucp->uc_stack, as a call would:
   the first eight in x0-x7, the rest in 8-byte slots at the 16-byte
   aligned stack pointer.  x30 is __makecontext_start, which continues
   with uc_link, kept in x19; x29 is 0, ending the frame chain.  The
   arguments are read as whole registers (unsigned long), as glibc does
   on 64-bit archs: programs pass pointers this way, and an int passed
   variadically fills the low half.  A stack too small for the
   arguments (or none, or a null ucp or func) leaves ucp unchanged, with
   errno EINVAL: nothing is written outside it. */
void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...)
{
	mcontext_t *m;
	uintptr_t lo, top;
	unsigned long *sp, args[8] = { 0 };
	size_t nstack;
	va_list ap;
	int i;

	if (!ucp || !func || argc < 0)
		goto inval;
	lo = (uintptr_t)ucp->uc_stack.ss_sp;
	if (!lo || ucp->uc_stack.ss_size > UINTPTR_MAX - lo)
		goto inval;
	top = (lo + ucp->uc_stack.ss_size) & -(uintptr_t)16;
	nstack = argc > 8 ? (size_t)argc - 8 : 0;
	if (top < lo || (top - lo) / 8 < nstack + 2)
		goto inval;
	sp = (unsigned long *)((top - 8 * nstack) & -(uintptr_t)16);

	va_start(ap, argc);
	for (i = 0; i < argc; i++) {
		unsigned long v = va_arg(ap, unsigned long);
		if (i < 8)
			args[i] = v;
		else
			sp[i - 8] = v;
	}
	va_end(ap);

	m = &ucp->uc_mcontext;
	for (i = 0; i < 8; i++)
		m->regs[i] = args[i];
	m->regs[19] = (uintptr_t)ucp->uc_link;
	m->regs[29] = 0;
	m->regs[30] = (uintptr_t)__makecontext_start;
	m->sp = (uintptr_t)sp;
	m->pc = (uintptr_t)func;
	return;
inval:
	errno = EINVAL;
}
