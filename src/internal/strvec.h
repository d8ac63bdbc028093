/* Word and 16-byte vector helpers (SSE2 on x86_64) for the string functions (never installed).
 *
 * The types carry may_alias, so loading a string through them does not break
 * strict aliasing, and the unaligned variants carry aligned(1).  Rule for the
 * callers: an aligned 16-byte load never crosses a page boundary, so it may
 * read bytes before the start or after the end of a string inside the same
 * 16-byte block; an unaligned load may only touch bytes the function is
 * allowed to read.
 */
#ifndef _WEFT_STRVEC_H
#define _WEFT_STRVEC_H

#include <stddef.h>
#include <stdint.h>

typedef uint64_t __attribute__((__may_alias__, __aligned__(1))) u64u;
typedef uint32_t __attribute__((__may_alias__, __aligned__(1))) u32u;
typedef uint16_t __attribute__((__may_alias__, __aligned__(1))) u16u;
typedef uint64_t __attribute__((__may_alias__)) u64a;

typedef char v16 __attribute__((__vector_size__(16), __may_alias__));
typedef char v16u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));

/* Bit i of the result is set when byte i of x is 0xff (SSE2 pmovmskb).
   Elsewhere (little-endian archs), each half's bytes, all 0x00 or 0xff,
   keep one distinct bit each (bit i of byte i) and one multiplication
   gathers those eight bits, without carries, into the top byte. */
static inline unsigned vmask(v16 x)
{
#ifdef __SSE2__
	return (unsigned)__builtin_ia32_pmovmskb128(x);
#else
	union { v16 v; uint64_t q[2]; } u = { x };
	const uint64_t pick = 0x8040201008040201ull, gather = 0x0101010101010101ull;
	unsigned lo = (unsigned)(((u.q[0] & pick) * gather) >> 56);
	unsigned hi = (unsigned)(((u.q[1] & pick) * gather) >> 56);
	return lo | hi << 8;
#endif
}

static inline v16 vsplat(unsigned char c)
{
	char b = (char)c;
	return (v16){ b, b, b, b, b, b, b, b, b, b, b, b, b, b, b, b };
}

/* Mask of the bytes of x equal to the same byte of y. */
static inline unsigned vmatch(v16 x, v16 y)
{
	return vmask((v16)(x == y));
}

static inline v16 vload(const void *p)
{
	return *(const v16 *)p;
}

static inline v16 vloadu(const void *p)
{
	return *(const v16u *)p;
}

static inline void vstore(void *p, v16 x)
{
	*(v16 *)p = x;
}

static inline void vstoreu(void *p, v16 x)
{
	*(v16u *)p = x;
}

/* First byte at or after s equal to c or to 0.  Reads only aligned 16-byte
   blocks that hold at least one byte of the string. */
static inline char *vstrchrnul(const char *s, int c)
{
	v16 zero = vsplat(0), cv = vsplat((unsigned char)c);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)15);
	v16 x = vload(p);
	unsigned m = (vmatch(x, zero) | vmatch(x, cv)) >> (s - p);

	if (m)
		return (char *)s + __builtin_ctz(m);
	for (;;) {
		p += 16;
		x = vload(p);
		m = vmatch(x, zero) | vmatch(x, cv);
		if (m)
			return (char *)p + __builtin_ctz(m);
	}
}

/* Word-at-a-time zero-byte test: nonzero iff some byte of x is 0; the
   lowest set 0x80 bit marks the first zero byte (higher ones may be false
   positives caused by a borrow). */
#define ONES ((uint64_t)0x0101010101010101)
#define HIGHS ((uint64_t)0x8080808080808080)
static inline uint64_t haszero(uint64_t x)
{
	return (x - ONES) & ~x & HIGHS;
}

#endif
