/* riscv64 system call entry: ecall with the number in a7, arguments in
   a0-a5, the result in a0.  Returns the raw kernel result (-4095..-1 is
   an error number). */
#ifndef _WEFT_SYSCALL_ARCH_H
#define _WEFT_SYSCALL_ARCH_H

#include "cancel_arch.h"

#define __SC_REGS(n) \
	register long __a7 __asm__("a7") = (n); \
	register long __a0 __asm__("a0")

#define __SC_ASM(...) \
	__asm__ __volatile__ ("ecall" : "+r"(__a0) : "r"(__a7), ##__VA_ARGS__ : "memory"); \
	return __a0

static inline long __syscall0(long n)
{
	__SC_REGS(n);
	__SC_ASM();
}

static inline long __syscall1(long n, long a)
{
	__SC_REGS(n) = a;
	__SC_ASM();
}

static inline long __syscall2(long n, long a, long b)
{
	__SC_REGS(n) = a;
	register long a1 __asm__("a1") = b;
	__SC_ASM("r"(a1));
}

static inline long __syscall3(long n, long a, long b, long c)
{
	__SC_REGS(n) = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	__SC_ASM("r"(a1), "r"(a2));
}

static inline long __syscall4(long n, long a, long b, long c, long d)
{
	__SC_REGS(n) = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	__SC_ASM("r"(a1), "r"(a2), "r"(a3));
}

static inline long __syscall5(long n, long a, long b, long c, long d, long e)
{
	__SC_REGS(n) = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	__SC_ASM("r"(a1), "r"(a2), "r"(a3), "r"(a4));
}

static inline long __syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	__SC_REGS(n) = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	register long a5 __asm__("a5") = f;
	__SC_ASM("r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5));
}

/* The cancellable call (docs/cancellation.md), as on the other archs:
   first the process-wide count of pending requests
   (__libc.cancel_pending), and only while it is nonzero the thread's
   cancel words at tp - 8 (exactly 1 is "requested and enabled").  Two
   sites go into weft_cp_sites: 1: to 2: (the count test and the ecall;
   on a restart the kernel moves the pc back onto the ecall) and 5: to
   3: (the thread's own test); the cancel signal's handler resumes a
   thread interrupted inside either at 3:, which returns __CP_ACT. */
#define __CP_ACT (-4096L)

static inline long __syscall_cp_asm(long n, long a, long b, long c, long d, long e, long f)
{
	register long a7 __asm__("a7") = n;
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	register long a5 __asm__("a5") = f;
	long t;
	__asm__ __volatile__ (
		"1:	lw %[t], 0(%[pend])\n"
		"	bnez %[t], 5f\n"
		"6:	ecall\n"
		"2:\n"
		"	.pushsection weft_cp_sites, \"a\"\n"
		"	.balign 4\n"
		"	.4byte 1b - ., 2b - ., 3f - .\n"
		"	.4byte 5f - ., 3f - ., 3f - .\n"
		"	.popsection\n"
		"	j 4f\n"
		"5:	ld %[t], -8(tp)\n"
		"	addi %[t], %[t], -1\n"
		"	bnez %[t], 6b\n"
		"3:	li %[r], -4096\n"
		"4:\n"
		: [r] "+r"(a0), [t] "=&r"(t)
		: "r"(a7), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5),
		  [pend] "r"(&__libc.cancel_pending)
		: "memory");
	return a0;
}

#endif
