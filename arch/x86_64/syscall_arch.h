/* x86_64 system call entry: number in rax, arguments in rdi rsi rdx r10 r8
   r9; the kernel clobbers rcx and r11.  Returns the raw kernel result
   (-4095..-1 is an error number). */
#ifndef _WEFT_SYSCALL_ARCH_H
#define _WEFT_SYSCALL_ARCH_H

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

#endif
