/* PKRU: two bits per key (access disable, write disable), keys 0-15. */
#ifndef _WEFT_PKEY_IMPL_H
#define _WEFT_PKEY_IMPL_H

#define PKEYS 16

/* Whether the kernel has enabled the PKRU register (CPUID leaf 7, ECX
   bit 4, OSPKE): without it rdpkru and wrpkru fault. */
static inline int pkru_usable(void)
{
	unsigned a, b, c, d;

	__asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(0), "c"(0));
	if (a < 7)
		return 0;
	__asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(7), "c"(0));
	return (c >> 4) & 1;
}

static inline unsigned pkru_read(void)
{
	unsigned v, hi;

	__asm__ volatile("rdpkru" : "=a"(v), "=d"(hi) : "c"(0));
	return v;
}

static inline void pkru_write(unsigned v)
{
	__asm__ volatile("wrpkru" : : "a"(v), "c"(0), "d"(0) : "memory");
}

#endif
