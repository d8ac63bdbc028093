#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <ucontext.h>
#include "ucontext_arch.h"
#include "ucontext_impl.h"

/* Prepares ucp (filled by getcontext) so that setcontext or swapcontext
   calls func with the argc arguments on ucp->uc_stack, as a call would:
   the first MC_ARG_REGS in argument registers, the rest in 8-byte slots
   from the MC_STACK_ALIGN-aligned stack pointer up (above the return
   address where the arch keeps it on the stack).  The function returns
   to __makecontext_start, which continues with uc_link, kept in a
   callee-saved register; the frame pointer is 0, ending the frame
   chain.  Which registers and fields: arch/<arch>/ucontext_arch.h.  The
   arguments are read as whole registers (unsigned long), as glibc does
   on 64-bit archs: programs pass pointers this way, and an int passed
   variadically fills the low half.  A stack too small for the
   arguments (or none, or a null ucp or func) leaves ucp unchanged, with
   errno EINVAL: nothing is written outside it. */
void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...)
{
	uintptr_t lo, top;
	unsigned long *sp, args[MC_ARG_REGS] = { 0 };
	size_t nstack;
	va_list ap;
	int i;

	if (!ucp || !func || argc < 0)
		goto inval;
	lo = (uintptr_t)ucp->uc_stack.ss_sp;
	if (!lo || ucp->uc_stack.ss_size > UINTPTR_MAX - lo)
		goto inval;
	top = (lo + ucp->uc_stack.ss_size) & -(uintptr_t)MC_STACK_ALIGN;
	nstack = argc > MC_ARG_REGS ? (size_t)argc - MC_ARG_REGS : 0;
	/* the stack arguments, the return address where it goes on the
	   stack, and room to spare for the alignment */
	if (top < lo || (top - lo) / 8 < nstack + 2 + MC_STACK_RA)
		goto inval;
	sp = (unsigned long *)((top - 8 * nstack) & -(uintptr_t)MC_STACK_ALIGN);

	va_start(ap, argc);
	for (i = 0; i < argc; i++) {
		unsigned long v = va_arg(ap, unsigned long);
		if (i < MC_ARG_REGS)
			args[i] = v;
		else
			sp[i - MC_ARG_REGS] = v;
	}
	va_end(ap);

	for (i = 0; i < MC_ARG_REGS; i++)
		MC_ARG(ucp, i) = args[i];
#if MC_STACK_RA
	*--sp = (uintptr_t)__makecontext_start;
#else
	MC_RA(ucp) = (uintptr_t)__makecontext_start;
#endif
	MC_LINK(ucp) = (uintptr_t)ucp->uc_link;
	MC_FP(ucp) = 0;
	MC_SP(ucp) = (uintptr_t)sp;
	MC_PC(ucp) = (uintptr_t)func;
	return;
inval:
	errno = EINVAL;
}
