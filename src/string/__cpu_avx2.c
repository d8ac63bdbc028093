#include "cpu.h"

static inline void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
	__asm__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

static int detect(void)
{
	unsigned r[4];
	unsigned lo, hi;

	cpuid(0, 0, r);
	if (r[0] < 7)
		return 0;
	cpuid(1, 0, r);
	/* ECX bit 27: OSXSAVE (XGETBV usable), bit 28: AVX */
	if ((r[2] & (3u << 27)) != (3u << 27))
		return 0;
	/* XCR0 bits 1 and 2: the kernel saves and restores XMM and YMM state */
	__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	(void)hi;
	if ((lo & 6) != 6)
		return 0;
	cpuid(7, 0, r);
	/* EBX bit 3: BMI1, bit 5: AVX2, bit 8: BMI2 */
	return (r[1] & 0x128) == 0x128;
}

/* 0: not known yet, 1: no AVX2, 2: AVX2.  Threads racing here compute the
   same answer, so relaxed accesses suffice. */
static int state;

int __cpu_avx2(void)
{
	int s = __atomic_load_n(&state, __ATOMIC_RELAXED);

	if (!s) {
		s = detect() ? 2 : 1;
		__atomic_store_n(&state, s, __ATOMIC_RELAXED);
	}
	return s == 2;
}
