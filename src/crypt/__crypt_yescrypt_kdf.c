/* yescrypt's key derivation, written for weft from the yescrypt
   specification (the PHC submission's yescrypt-v2 document and its
   PARAMETERS notes), checked against libxcrypt's hashes.  Three modes,
   those a "$y$" or "$7$" setting can name:
     flags 0: classic scrypt, SMix over BlockMix with Salsa20/8;
     flags 1: the same with t and the pre- and post-hashing below;
     flags 0xb6: read-write mode with pwxform (6 rounds, 4 lanes of two
       64-bit words, 12 KiB of S-boxes), the only pwxform shape
       libxcrypt computes.
   The working memory, 128 * r * N bytes for V and a little more, is
   one anonymous mapping, unmapped before returning. */
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include "crypt_impl.h"
#include "syscall.h"

#define WORM 1
#define RW 2
#define RW_FLAVOUR 0xb6
#define PREHASH 0x10000000      /* the smaller first pass, below */

/* A 64-byte block is kept as 16 words in the order the specification's
   pwxform sees them: word i of a block is Salsa20's word 5i mod 16.
   The S-boxes are filled, and pwxform mixes, in that order; only
   Salsa20 itself puts the words back in place to compute. */
#define W(i) ((5 * (i)) & 15)

#define SBOX 512                /* 64-bit words in one of the three S-boxes */
#define SWORDS (3 * SBOX)       /* 12 KiB of S-boxes for each of the p lanes */

struct pwx {
	uint64_t *s0, *s1, *s2;  /* read, read, written; rotated after each use */
	size_t w;                /* next word of s2 to write */
};

static uint32_t rol(uint32_t x, int n)
{
	return x << n | x >> (32 - n);
}

static void quarter(uint32_t *x, int a, int b, int c, int d)
{
	x[b] ^= rol(x[a] + x[d], 7);
	x[c] ^= rol(x[b] + x[a], 9);
	x[d] ^= rol(x[c] + x[b], 13);
	x[a] ^= rol(x[d] + x[c], 18);
}

/* Salsa20's core with the given number of rounds, its input added to the
   result. */
static void salsa(uint32_t b[16], int rounds)
{
	uint32_t x[16];
	for (int i = 0; i < 16; i++)
		x[W(i)] = b[i];
	for (; rounds > 0; rounds -= 2) {
		quarter(x, 0, 4, 8, 12);
		quarter(x, 5, 9, 13, 1);
		quarter(x, 10, 14, 2, 6);
		quarter(x, 15, 3, 7, 11);
		quarter(x, 0, 1, 2, 3);
		quarter(x, 5, 6, 7, 4);
		quarter(x, 10, 11, 8, 9);
		quarter(x, 15, 12, 13, 14);
	}
	for (int i = 0; i < 16; i++)
		b[i] += x[W(i)];
}

static void xor_words(uint32_t *d, const uint32_t *s, size_t n)
{
	while (n--)
		*d++ ^= *s++;
}

/* The copies and XORs of whole states, written out rather than left to
   memcpy: most of V is first touched here, and a word loop takes its
   page faults more cheaply than a string instruction does. */
static void copy_words(uint32_t *d, const uint32_t *s, size_t n)
{
	for (size_t i = 0; i < n; i += 4) {
		uint32_t a = s[i], b = s[i + 1], c = s[i + 2], e = s[i + 3];
		d[i] = a;
		d[i + 1] = b;
		d[i + 2] = c;
		d[i + 3] = e;
	}
}

/* d ^= s, and the result into s as well. */
static void xor_words_back(uint32_t *d, uint32_t *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		s[i] = d[i] ^= s[i];
}

/* scrypt's BlockMix: each 64-byte block XORed into a running block that
   Salsa20/8 then mixes, the results even ones first; y has 32r words. */
static void mix_salsa8(uint32_t *x, uint32_t *y, size_t r)
{
	uint32_t t[16];
	memcpy(t, x + (2 * r - 1) * 16, sizeof t);
	for (size_t i = 0; i < 2 * r; i++) {
		xor_words(t, x + 16 * i, 16);
		salsa(t, 8);
		memcpy(y + 16 * (i / 2 + (i & 1) * r), t, sizeof t);
	}
	memcpy(x, y, 128 * r);
}

/* pwxform on one 64-byte block: four lanes of two 64-bit words (word
   pairs of the block, low half first), each word replaced six times by
   hi * lo + an s0 word, XOR an s1 word, the two 16-byte S-box entries
   chosen by bits 4..11 of the low and the high half of the lane's first
   word; rounds 1 to 4 also append their results to s2. */
static void pwxform(uint32_t *b, struct pwx *c)
{
	uint64_t *s0 = c->s0, *s1 = c->s1, *s2 = c->s2, x[8];
	size_t w = c->w;
	for (int i = 0; i < 8; i++)
		x[i] = (uint64_t)b[2 * i + 1] << 32 | b[2 * i];
	for (int round = 0; round < 6; round++) {
		int keep = round > 0 && round < 5;
		for (int j = 0; j < 8; j += 2) {
			const uint64_t *e0 = s0 + 2 * ((uint32_t)x[j] >> 4 & 255);
			const uint64_t *e1 = s1 + 2 * (x[j] >> 36 & 255);
			for (int k = 0; k < 2; k++) {
				uint64_t v = x[j + k];
				v = ((v >> 32) * (uint32_t)v + e0[k]) ^ e1[k];
				x[j + k] = v;
				if (keep)
					s2[w++] = v;
			}
		}
	}
	for (int i = 0; i < 8; i++) {
		b[2 * i] = (uint32_t)x[i];
		b[2 * i + 1] = (uint32_t)(x[i] >> 32);
	}
	c->s0 = s2;
	c->s1 = s0;
	c->s2 = s1;
	c->w = w & (SBOX - 1);
}

/* yescrypt's BlockMix for read-write mode: pwxform chained over the 2r
   blocks (each XORed with the result before it, the first with the
   last block as it came in), then Salsa20/2 on the last. */
static void mix_pwx(uint32_t *x, size_t r, struct pwx *c)
{
	const uint32_t *prev = x + (2 * r - 1) * 16;
	for (size_t i = 0; i < 2 * r; i++) {
		uint32_t *b = x + 16 * i;
		xor_words(b, prev, 16);
		pwxform(b, c);
		prev = b;
	}
	salsa(x + (2 * r - 1) * 16, 2);
}

static void mix(uint32_t *x, uint32_t *y, size_t r, struct pwx *c)
{
	if (c)
		mix_pwx(x, r, c);
	else
		mix_salsa8(x, y, r);
}

/* The first 8 bytes of the last 64-byte block, little-endian. */
static uint64_t integerify(const uint32_t *x, size_t r)
{
	const uint32_t *b = x + (2 * r - 1) * 16;
	return (uint64_t)b[13] << 32 | b[0];
}

static uint64_t pow2_floor(uint64_t v)
{
	while (v & (v - 1))
		v &= v - 1;
	return v;
}

static void load(uint32_t *x, const unsigned char *b, size_t r)
{
	for (size_t k = 0; k < 2 * r; k++, b += 64)
		for (int i = 0; i < 16; i++) {
			const unsigned char *q = b + 4 * W(i);
			x[16 * k + i] = q[0] | q[1] << 8 | (uint32_t)q[2] << 16 | (uint32_t)q[3] << 24;
		}
}

static void store(unsigned char *b, const uint32_t *x, size_t r)
{
	for (size_t k = 0; k < 2 * r; k++, b += 64)
		for (int i = 0; i < 16; i++) {
			uint32_t v = x[16 * k + i];
			unsigned char *q = b + 4 * W(i);
			q[0] = v;
			q[1] = v >> 8;
			q[2] = v >> 16;
			q[3] = v >> 24;
		}
}

/* SMix's first loop: V filled with n successive states of b; with
   pwxform (read-write mode), each state from the third on first XORed
   with an earlier one chosen by its integerify, wrapped into those
   written so far. */
static void smix1(unsigned char *b, size_t r, uint64_t n, uint32_t *v,
		  uint32_t *x, uint32_t *y, struct pwx *c)
{
	size_t s = 32 * r;
	load(x, b, r);
	for (uint64_t i = 0; i < n; i++) {
		copy_words(v + i * s, x, s);
		if (c && i > 1) {
			uint64_t top = pow2_floor(i);
			uint64_t j = (integerify(x, r) & (top - 1)) + (i - top);
			xor_words(x, v + j * s, s);
		}
		mix(x, y, r, c);
	}
	store(b, x, r);
}

/* SMix's second loop, loops times over V's first n (a power of two)
   states; with write, the state XORed in is replaced by the result. */
static void smix2(unsigned char *b, size_t r, uint64_t n, uint64_t loops, int write,
		  uint32_t *v, uint32_t *x, uint32_t *y, struct pwx *c)
{
	size_t s = 32 * r;
	load(x, b, r);
	for (uint64_t i = 0; i < loops; i++) {
		uint32_t *vj = v + (integerify(x, r) & (n - 1)) * s;
		if (write)
			xor_words_back(x, vj, s);
		else
			xor_words(x, vj, s);
		mix(x, y, r, c);
	}
	store(b, x, r);
}

/* Where one computation's memory goes, in one mapping. */
struct work {
	uint32_t *v, *x, *y, *fill;      /* fill: an S-box set as SMix leaves it */
	uint64_t *sbox;
	unsigned char *b;
	struct pwx *pwx;
};

/* SMix of the p blocks of b: in read-write mode each lane first fills
   its S-boxes from its block and mixes its own share of V, then all
   lanes walk all of V without writing; the first lane's S-box pass
   also rekeys key (the password's 32-byte stand-in). */
static void smix(unsigned char *b, size_t r, uint64_t n, uint32_t p, uint32_t t,
		 uint32_t flags, const struct work *m, unsigned char key[32])
{
	uint64_t share = n / p, all = share, rwloops = 0;
	size_t bsize = 128 * r;
	if (flags & RW) {
		if (t == 0)
			all = (all + 2) / 3;
		else if (t == 1)
			all = (2 * all + 2) / 3;
		else
			all *= t - 1;
		rwloops = all / p;
	} else if (t) {
		if (t == 1)
			all += (all + 1) / 2;
		all *= t;
	}
	share &= ~(uint64_t)1;
	all = (all + 1) & ~(uint64_t)1;
	rwloops = (rwloops + 1) & ~(uint64_t)1;

	for (uint32_t i = 0; i < p; i++) {
		uint64_t first = i * share;
		uint64_t count = i < p - 1 ? share : n - first;
		unsigned char *bi = b + i * bsize;
		uint32_t *vi = m->v + first * 32 * r;
		struct pwx *c = 0;
		if (flags & RW) {
			uint64_t *sb = m->sbox + (size_t)i * SWORDS;
			c = &m->pwx[i];
			smix1(bi, 1, 2 * SWORDS / 32, m->fill, m->x, m->y, 0);
			for (size_t k = 0; k < SWORDS; k++)
				sb[k] = (uint64_t)m->fill[2 * k + 1] << 32 | m->fill[2 * k];
			c->s2 = sb;
			c->s1 = sb + SBOX;
			c->s0 = sb + 2 * SBOX;
			c->w = 0;
			if (i == 0)
				__hmac_sha256(bi + bsize - 64, 64, key, 32, key);
		}
		smix1(bi, r, count, vi, m->x, m->y, c);
		smix2(bi, r, pow2_floor(count), rwloops, flags & RW, vi, m->x, m->y, c);
	}
	for (uint32_t i = 0; i < p; i++)
		smix2(b + i * bsize, r, n, all - rwloops, 0, m->v, m->x, m->y,
		      flags & RW ? &m->pwx[i] : 0);
}

/* One yescrypt computation: key = pw (in the yescrypt modes first
   HMAC-SHA256'd under "yescrypt", or "yescrypt-prehash" in the first
   pass), B = PBKDF2(key, salt) of 128rp bytes, SMix, then
   PBKDF2(key', B) with key' the first 32 bytes of the first B (rekeyed
   in read-write mode) and, but for the first pass, SCRAM's client key
   step: SHA-256(HMAC(that, "Client Key")). */
static void body(const unsigned char *pw, size_t pn, const unsigned char *salt, size_t sn,
		 uint32_t flags, uint64_t n, uint32_t r, uint32_t p, uint32_t t,
		 const struct work *m, unsigned char out[32])
{
	unsigned char key[32], ck[32];
	size_t bsize = (size_t)128 * r * p;
	if (flags) {
		if (flags & PREHASH)
			__hmac_sha256("yescrypt-prehash", 16, pw, pn, key);
		else
			__hmac_sha256("yescrypt", 8, pw, pn, key);
		pw = key;
		pn = sizeof key;
	}
	__pbkdf2_sha256(pw, pn, salt, sn, m->b, bsize);
	if (flags) {
		memcpy(key, m->b, sizeof key);
		if (flags & RW) {
			smix(m->b, r, n, p, t, flags, m, key);
		} else {
			for (uint32_t i = 0; i < p; i++)
				smix(m->b + (size_t)128 * r * i, r, n, 1, t, flags, m, key);
		}
	} else {
		for (uint32_t i = 0; i < p; i++)
			smix(m->b + (size_t)128 * r * i, r, n, 1, 0, 0, m, 0);
	}
	__pbkdf2_sha256(pw, pn, m->b, bsize, out, 32);
	if (flags && !(flags & PREHASH)) {
		struct __sha256 h;
		__hmac_sha256(out, 32, "Client Key", 10, ck);
		__sha256_init(&h);
		__sha256_update(&h, ck, sizeof ck);
		__sha256_final(&h, out);
		__crypt_wipe(&h, sizeof h);
	}
	__crypt_wipe(key, sizeof key);
	__crypt_wipe(ck, sizeof ck);
	__crypt_wipe(m->b, bsize);
}

int __yescrypt_kdf(const unsigned char *pw, size_t pn,
		   const unsigned char *salt, size_t sn,
		   const struct __yescrypt_params *pa, unsigned char out[32])
{
	uint32_t flags = pa->flags, r = pa->r, p = pa->p, t = pa->t;
	uint64_t n = pa->n;
	unsigned char pre[32];

	if (flags == 0 ? t != 0 : flags != WORM && flags != RW_FLAVOUR)
		return EINVAL;
	if (r < 1 || p < 1 || (uint64_t)r * p >= 1u << 30)
		return EINVAL;
	if (n < 4 || n > UINT32_MAX || (n & (n - 1)))
		return EINVAL;
	if (r > SIZE_MAX / 256 / p || n > SIZE_MAX / 128 / r)
		return EINVAL;
	if ((flags & RW) && n / p <= 3)
		return EINVAL;

	/* V, B, X, Y, then in read-write mode the S-boxes, the space to
	   fill one set and their states: every part a multiple of 64 bytes
	   but the last. */
	size_t vsize = (size_t)128 * r * n, bsize = (size_t)128 * r * p;
	size_t total = vsize, sizes[3] = { bsize, 128 * (size_t)r, 128 * (size_t)r };
	for (int i = 0; i < 3; i++) {
		if (total > SIZE_MAX - sizes[i])
			return EINVAL;
		total += sizes[i];
	}
	if (flags & RW) {
		size_t each = 8 * SWORDS + sizeof(struct pwx);
		if (total > SIZE_MAX - 8 * SWORDS || p > (SIZE_MAX - total - 8 * SWORDS) / each)
			return EINVAL;
		total += 8 * SWORDS + p * each;
	}
	long addr = __syscall(SYS_mmap, 0, total, PROT_READ | PROT_WRITE,
			      MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if ((unsigned long)addr > -4096UL)
		return EINVAL;      /* as libxcrypt says of memory it cannot get */
	struct work m;
	unsigned char *a = (unsigned char *)addr;
	m.v = (uint32_t *)a;
	m.b = a + vsize;
	m.x = (uint32_t *)(m.b + bsize);
	m.y = m.x + 32 * r;
	m.sbox = (uint64_t *)(m.y + 32 * r);
	m.fill = (uint32_t *)(m.sbox + (size_t)p * SWORDS);
	m.pwx = (struct pwx *)(m.fill + 2 * SWORDS);

	/* The specification's pre-hashing: in read-write mode with much
	   memory, a first pass with a 64th of N (and t 0) gives the 32
	   bytes that stand for the password in the real one. */
	if ((flags & RW) && n / p >= 256 && n / p * r >= 0x20000) {
		body(pw, pn, salt, sn, flags | PREHASH, n >> 6, r, p, 0, &m, pre);
		pw = pre;
		pn = sizeof pre;
	}
	body(pw, pn, salt, sn, flags, n, r, p, t, &m, out);
	__crypt_wipe(pre, sizeof pre);
	if (flags & RW)
		__crypt_wipe(m.sbox, (size_t)p * 8 * SWORDS + 8 * SWORDS);
	__crypt_wipe(m.x, 256 * (size_t)r);
	__syscall(SYS_munmap, addr, total);
	return 0;
}
