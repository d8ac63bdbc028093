/* aarch64 system call entry (the kernel's arm64 ABI): svc #0 with the
   number in x8, arguments in x0-x5, the result in x0; nothing else is
   clobbered.  Returns the raw kernel result (-4095..-1 is an error
   number). */
#ifndef _WEFT_SYSCALL_ARCH_H
#define _WEFT_SYSCALL_ARCH_H

#include "cancel_arch.h"

#define __SC_REGS(n) \
	register long __x8 __asm__("x8") = (n); \
	register long __x0 __asm__("x0")

#define __SC_ASM(...) \
	__asm__ __volatile__ ("svc #0" : "+r"(__x0) : "r"(__x8), ##__VA_ARGS__ : "memory"); \
	return __x0

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
	register long x1 __asm__("x1") = b;
	__SC_ASM("r"(x1));
}

static inline long __syscall3(long n, long a, long b, long c)
{
	__SC_REGS(n) = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	__SC_ASM("r"(x1), "r"(x2));
}

static inline long __syscall4(long n, long a, long b, long c, long d)
{
	__SC_REGS(n) = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	__SC_ASM("r"(x1), "r"(x2), "r"(x3));
}

static inline long __syscall5(long n, long a, long b, long c, long d, long e)
{
	__SC_REGS(n) = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	__SC_ASM("r"(x1), "r"(x2), "r"(x3), "r"(x4));
}

static inline long __syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	__SC_REGS(n) = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	register long x5 __asm__("x5") = f;
	__SC_ASM("r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5));
}

/*
 * A system call that is a cancellation point (docs/cancellation.md), as
 * on x86_64: first the process-wide count of pending requests
 * (__libc.cancel_pending); while it is 0 the svc is made at once.
 * Otherwise the thread's cancel words are tested (one 8-byte load at
 * tp - 8: exactly 1 is "requested and enabled").  Two sites go into
 * weft_cp_sites: 1: to 2: (the count test and the svc; on a restart the
 * kernel rewinds the pc onto the svc, inside it) and 5: to 3: (the
 * thread's own test).  The cancel signal's handler resumes a thread
 * interrupted inside either at 3:, which returns __CP_ACT.
 */
#define __CP_ACT (-4096L)

static inline long __syscall_cp_asm(long n, long a, long b, long c, long d, long e, long f)
{
	register long x8 __asm__("x8") = n;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	register long x5 __asm__("x5") = f;
	long t;
	__asm__ __volatile__ (
		"1:	ldr %w[t], [%[pend]]\n"
		"	cbnz %w[t], 5f\n"
		"6:	svc #0\n"
		"2:\n"
		"	.pushsection weft_cp_sites, \"a\"\n"
		"	.balign 4\n"
		"	.long 1b - ., 2b - ., 3f - .\n"
		"	.long 5f - ., 3f - ., 3f - .\n"
		"	.popsection\n"
		"	b 4f\n"
		"5:	mrs %[t], tpidr_el0\n"
		"	ldur %[t], [%[t], #-8]\n"
		"	cmp %[t], #1\n"
		"	b.ne 6b\n"
		"3:	mov %[r], #-4096\n"
		"4:\n"
		: [r] "+r"(x0), [t] "=&r"(t)
		: "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5),
		  [pend] "r"(&__libc.cancel_pending)
		: "memory", "cc");
	return x0;
}

/* The kernel's arm64 vDSO names its functions __kernel_clock_gettime,
   __kernel_gettimeofday, __kernel_clock_getres (vdso(7)); it has no time
   or getcpu, for which the lookup then finds nothing. */
#define VDSO_PREFIX "__kernel_"

#endif
