/* The copy loops shared by memcpy, memmove and mempcpy (never installed).
 *
 * Small sizes: load everything first (head and tail, overlapping), then
 * store, so the small cases are also correct for overlapping buffers.
 * Large sizes: 64 bytes per iteration with unaligned loads and aligned
 * stores; the unaligned first 16 and last 64 bytes are loaded before the
 * loop and stored after it.
 */
#ifndef _WEFT_MEMCOPY_H
#define _WEFT_MEMCOPY_H

#include "strvec.h"

/* At and above this size a forward non-overlapping copy uses rep movsb,
   which is fastest on CPUs with ERMS/FSRM (every x86_64 of the last decade). */
#define REP_MOVSB_MIN 2048

/* n <= 64; any overlap allowed. */
static inline void copy_small(unsigned char *d, const unsigned char *s, size_t n)
{
	if (n <= 16) {
		if (n >= 8) {
			uint64_t a = *(const u64u *)s, b = *(const u64u *)(s + n - 8);
			*(u64u *)d = a;
			*(u64u *)(d + n - 8) = b;
		} else if (n >= 4) {
			uint32_t a = *(const u32u *)s, b = *(const u32u *)(s + n - 4);
			*(u32u *)d = a;
			*(u32u *)(d + n - 4) = b;
		} else if (n) {
			unsigned char a = s[0], b = s[n / 2], c = s[n - 1];
			d[0] = a;
			d[n / 2] = b;
			d[n - 1] = c;
		}
		return;
	}
	v16 a = vloadu(s), b = vloadu(s + n - 16);
	if (n <= 32) {
		vstoreu(d, a);
		vstoreu(d + n - 16, b);
		return;
	}
	v16 c = vloadu(s + 16), e = vloadu(s + n - 32);
	vstoreu(d, a);
	vstoreu(d + 16, c);
	vstoreu(d + n - 32, e);
	vstoreu(d + n - 16, b);
}

/* n > 64; correct when d <= s or the buffers do not overlap. */
static inline void copy_fwd(unsigned char *d, const unsigned char *s, size_t n)
{
	v16 head = vloadu(s);
	v16 t0 = vloadu(s + n - 64), t1 = vloadu(s + n - 48);
	v16 t2 = vloadu(s + n - 32), t3 = vloadu(s + n - 16);
	size_t skew = 16 - ((uintptr_t)d & 15);
	unsigned char *dp = d + skew;
	const unsigned char *sp = s + skew;
	size_t left = n - skew;

	while (left > 64) {
		v16 a = vloadu(sp), b = vloadu(sp + 16);
		v16 c = vloadu(sp + 32), e = vloadu(sp + 48);
		vstore(dp, a);
		vstore(dp + 16, b);
		vstore(dp + 32, c);
		vstore(dp + 48, e);
		dp += 64;
		sp += 64;
		left -= 64;
	}
	vstoreu(d, head);
	vstoreu(d + n - 64, t0);
	vstoreu(d + n - 48, t1);
	vstoreu(d + n - 32, t2);
	vstoreu(d + n - 16, t3);
}

/* n > 64; correct when d >= s or the buffers do not overlap. */
static inline void copy_bwd(unsigned char *d, const unsigned char *s, size_t n)
{
	v16 tail = vloadu(s + n - 16);
	v16 h0 = vloadu(s), h1 = vloadu(s + 16);
	v16 h2 = vloadu(s + 32), h3 = vloadu(s + 48);
	size_t skew = ((uintptr_t)(d + n) & 15);
	if (!skew)
		skew = 16;
	unsigned char *dp = d + n - skew;
	const unsigned char *sp = s + n - skew;
	size_t left = n - skew;

	while (left > 64) {
		dp -= 64;
		sp -= 64;
		v16 a = vloadu(sp), b = vloadu(sp + 16);
		v16 c = vloadu(sp + 32), e = vloadu(sp + 48);
		vstore(dp + 48, e);
		vstore(dp + 32, c);
		vstore(dp + 16, b);
		vstore(dp, a);
		left -= 64;
	}
	vstoreu(d + n - 16, tail);
	vstoreu(d + 48, h3);
	vstoreu(d + 32, h2);
	vstoreu(d + 16, h1);
	vstoreu(d, h0);
}

#ifdef __x86_64__
static inline void copy_rep(unsigned char *d, const unsigned char *s, size_t n)
{
	__asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
}
#else
/* No string-move instruction elsewhere: the 64-byte loop all the way. */
#define copy_rep copy_fwd
#endif

/* Forward copy of n bytes, buffers not overlapping. */
static inline void copy_any(unsigned char *d, const unsigned char *s, size_t n)
{
	if (n <= 64)
		copy_small(d, s, n);
	else if (n < REP_MOVSB_MIN)
		copy_fwd(d, s, n);
	else
		copy_rep(d, s, n);
}

#endif
