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
 * First the process-wide count of pending requests (__libc, a page the
 * library touches anyway): while it is 0 no thread has a request to act
 * on and the call is made at once.  Otherwise the thread's own cancel
 * words are tested (cancel and cancel_disable, one 8-byte load: exactly
 * 1 is "requested and enabled").  Two sites go into the weft_cp_sites
 * table (offsets relative to each field, so no relocation at run time):
 * 1: to 2: (the count test and the syscall instruction) and 5: to 3:
 * (the thread's own test).  The cancel signal's handler, finding the
 * interrupted PC inside one, knows the call has not been made, or is
 * about to be restarted, and resumes the thread at 3:, which returns
 * __CP_ACT instead.  The syscall instruction sits in the caller, as a
 * plain system call's does: no extra return after the kernel (each
 * costs a misprediction there).
 *
 * Why the count: on a kernel that isolates its page tables without
 * PCID, every system call empties the TLB, and the first touch of the
 * thread descriptor after it is a page walk (tens of ns under nested
 * paging), while __libc shares its page with the library's other hot
 * globals.
 */
#define __CP_ACT (-4096L)

static inline long __syscall_cp_asm(long n, long a, long b, long c, long d, long e, long f)
{
	long r;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	__asm__ __volatile__ (
		"1:	cmpl $0, %[pend]\n"
		"	jne 5f\n"
		"6:	syscall\n"
		"2:\n"
		"	.pushsection weft_cp_sites, \"a\"\n"
		"	.balign 4\n"
		"	.long 1b - ., 2b - ., 3f - .\n"
		"	.long 5f - ., 3f - ., 3f - .\n"
		"	.popsection\n"
		"	jmp 4f\n"
		"5:	cmpq $1, %%fs:%c[off]\n"
		"	jne 6b\n"
		"3:	mov %[act], %%rax\n"
		"4:\n"
		: "=a"(r)
		: "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9),
		  [pend] "m"(__libc.cancel_pending),
		  [off] "i"(TP_CANCEL_OFFSET), [act] "i"(__CP_ACT)
		: "rcx", "r11", "memory", "cc");
	return r;
}

#endif
