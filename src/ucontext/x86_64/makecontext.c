#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <ucontext.h>
#include "ucontext_arch.h"
#include "ucontext_impl.h"

/* Prepares ucp (filled by getcontext) so that setcontext or swapcontext
   calls func with the argc arguments on ucp->uc_stack, as a call would:
   the first six in rdi, rsi, rdx, rcx, r8, r9, the rest on the stack
   above the return address, the stack pointer 8 below a 16-byte boundary
   at entry.  The return address is __makecontext_start, which continues
   with uc_link, kept in rbx.  The arguments are read as whole registers
   (unsigned long), as glibc does on 64-bit archs: programs pass pointers
   this way, and an int passed variadically fills the low half.  A stack
   too small for the arguments (or none, or a null ucp or func) leaves
   ucp unchanged, with errno EINVAL: nothing is written outside it. */
void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...)
{
	static const unsigned char argreg[6] = {
		REG_RDI, REG_RSI, REG_RDX, REG_RCX, REG_R8, REG_R9
	};
	greg_t *g;
	uintptr_t lo, top;
	unsigned long *sp, args[6] = { 0 };
	size_t nstack;
	va_list ap;
	int i;

	if (!ucp || !func || argc < 0)
		goto inval;
	lo = (uintptr_t)ucp->uc_stack.ss_sp;
	if (!lo || ucp->uc_stack.ss_size > UINTPTR_MAX - lo)
		goto inval;
	top = (lo + ucp->uc_stack.ss_size) & -(uintptr_t)16;
	nstack = argc > 6 ? (size_t)argc - 6 : 0;
	/* the stack arguments, then the return address below them */
	if (top < lo || (top - lo) / 8 < nstack + 3)
		goto inval;
	sp = (unsigned long *)((top - 8 * nstack) & -(uintptr_t)16);

	va_start(ap, argc);
	for (i = 0; i < argc; i++) {
		unsigned long v = va_arg(ap, unsigned long);
		if (i < 6)
			args[i] = v;
		else
			sp[i - 6] = v;
	}
	va_end(ap);

	*--sp = (uintptr_t)__makecontext_start;
	g = ucp->uc_mcontext.gregs;
	for (i = 0; i < 6; i++)
		g[argreg[i]] = args[i];
	g[REG_RIP] = (uintptr_t)func;
	g[REG_RSP] = (uintptr_t)sp;
	g[REG_RBX] = (uintptr_t)ucp->uc_link;
	g[REG_RBP] = 0;
	return;
inval:
	errno = EINVAL;
}
