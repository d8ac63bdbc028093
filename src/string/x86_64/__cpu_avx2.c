#include "cpu.h"

static inline void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
	__asm__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

/* Bit 1: AVX2 (with BMI1, BMI2), bit 2: FMA; both need the AVX state
   saved by the kernel. */
static int detect(void)
{
	unsigned r[4];
	unsigned lo, hi;
	int f = 0;

	cpuid(0, 0, r);
	if (r[0] < 7)
		return 0;
	cpuid(1, 0, r);
	/* ECX bit 27: OSXSAVE (XGETBV usable), bit 28: AVX */
	if ((r[2] & (3u << 27)) != (3u << 27))
		return 0;
	/* ECX bit 12: FMA */
	if (r[2] & (1u << 12))
		f |= 4;
	/* XCR0 bits 1 and 2: the kernel saves and restores XMM and YMM state */
	__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	(void)hi;
	if ((lo & 6) != 6)
		return 0;
	cpuid(7, 0, r);
	/* EBX bit 3: BMI1, bit 5: AVX2, bit 8: BMI2 */
	if ((r[1] & 0x128) == 0x128)
		f |= 2;
	return f;
}

/* 0: not known yet, else 1 | detect().  Threads racing here compute the
   same answer, so relaxed accesses suffice. */
static int state;

hidden int __cpu_features(void)
{
	int s = __atomic_load_n(&state, __ATOMIC_RELAXED);

	if (!s) {
		s = 1 | detect();
		__atomic_store_n(&state, s, __ATOMIC_RELAXED);
	}
	return s;
}

int __cpu_avx2(void)
{
	return (__cpu_features() & 2) != 0;
}
