/* The stack-protector canary at %fs:0x28 (x86_64; the global
   __stack_chk_guard on aarch64 and riscv64) is AT_RANDOM's first word
   with its low byte zeroed (as glibc does), and %fs:0 holds the thread
   pointer. */
#include <elf.h>
#include <stdint.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include "check.h"

int main(void)
{
#if defined(__x86_64__)
	uintptr_t canary, self, fsbase = 0, expect;
	const unsigned char *rnd = (const unsigned char *)getauxval(AT_RANDOM);

	__asm__ ("mov %%fs:0x28, %0" : "=r"(canary));
	__asm__ ("mov %%fs:0, %0" : "=r"(self));
	CHECK_EQ(syscall(SYS_arch_prctl, 0x1003 /* ARCH_GET_FS */, &fsbase), 0);
	CHECK_EQ(self, fsbase);
	memcpy(&expect, rnd, sizeof expect);
	expect &= ~(uintptr_t)0xff;
	CHECK_EQ(canary, expect);
	CHECK(canary != 0);
#elif defined(__aarch64__) || defined(__riscv)
	/* These compilers read the global guard (glibc's too, set the same
	   way from AT_RANDOM). */
	extern uintptr_t __stack_chk_guard;
	uintptr_t expect;
	const unsigned char *rnd = (const unsigned char *)getauxval(AT_RANDOM);
	memcpy(&expect, rnd, sizeof expect);
	expect &= ~(uintptr_t)0xff;
	CHECK_EQ(__stack_chk_guard, expect);
	CHECK(__stack_chk_guard != 0);
#endif
	return 0;
}
