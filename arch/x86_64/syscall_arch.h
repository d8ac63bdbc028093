/* x86_64 system call entry: number in rax, arguments in rdi rsi rdx r10 r8
   r9; the kernel clobbers rcx and r11.  Returns the raw kernel result
   (-4095..-1 is an error number). */
#ifndef _WEFT_SYSCALL_ARCH_H
#define _WEFT_SYSCALL_ARCH_H

#include "cancel_arch.h"

static inline long __syscall0(long n)
{
	long r;
	__asm__ __volatile__ ("syscall" : "=a"(r) : "a"(n) : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall1(long n, long a)
{
	long r;
	__asm__ __volatile__ ("syscall" : "=a"(r) : "a"(n), "D"(a)
			      : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall2(long n, long a, long b)
{
	long r;
	__asm__ __volatile__ ("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b)
			      : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall3(long n, long a, long b, long c)
{
	long r;
	__asm__ __volatile__ ("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c)
			      : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall4(long n, long a, long b, long c, long d)
{
	long r;
	register long r10 __asm__("r10") = d;
	__asm__ __volatile__ ("syscall" : "=a"(r)
			      : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10)
			      : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall5(long n, long a, long b, long c, long d, long e)
{
	long r;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	__asm__ __volatile__ ("syscall" : "=a"(r)
			      : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8)
			      : "rcx", "r11", "memory");
	return r;
}

static inline long __syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	long r;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	__asm__ __volatile__ ("syscall" : "=a"(r)
			      : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
			      : "rcx", "r11", "memory");
	return r;
}

/*
 * A system call that is a cancellation point (docs/cancellation.md).
 * From 1: to 2: lie only the test of the thread's cancel words (cancel and
 * cancel_disable, one 8-byte load: exactly 1 is "requested and enabled")
 * and the syscall instruction.  The site goes into the weft_cp_sites
 * table (offsets relative to each field, so no relocation at run time):
 * the cancel signal's handler, finding the interrupted PC inside it,
 * knows the call has not been made, or is about to be restarted, and
 * resumes the thread at 3:, which returns __CP_ACT instead.  The syscall
 * instruction sits in the caller, as a plain system call's does: no
 * extra return after the kernel (each costs a misprediction there).
 */
#define __CP_ACT (-4096L)

static inline long __syscall_cp_asm(long n, long a, long b, long c, long d, long e, long f)
{
	long r;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	__asm__ __volatile__ (
		"1:	cmpq $1, %%fs:%c[off]\n"
		"	je 3f\n"
		"	syscall\n"
		"2:\n"
		"	.pushsection weft_cp_sites, \"a\"\n"
		"	.balign 4\n"
		"	.long 1b - ., 2b - ., 3f - .\n"
		"	.popsection\n"
		"	jmp 4f\n"
		"3:	mov %[act], %%rax\n"
		"4:\n"
		: "=a"(r)
		: "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9),
		  [off] "i"(TP_CANCEL_OFFSET), [act] "i"(__CP_ACT)
		: "rcx", "r11", "memory", "cc");
	return r;
}

#endif
