/* Traditional crypt: a two-character salt, then 11 characters.  DES as
   FIPS 46-3 defines it (tables numbered from 1, as there), keyed with the
   first 8 bytes of the key shifted left one bit, encrypts a zero block 25
   times; each set bit i of the 12-bit salt swaps bits i and i + 24 of the
   expansion E.  And BSDi's extended form, as FreeBSD's crypt(3)
   describes it: "_", a 24-bit count and a 24-bit salt (four characters
   each, least significant first), the whole key folded into the DES key
   8 bytes at a time (each next key: the current one encrypted with
   itself, XORed with the next 8 bytes shifted left one bit), and the
   count of encryptions.  Written for clarity (one byte a bit). */
#include <string.h>
#include "crypt_impl.h"

static const unsigned char ip[64] = {
	58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
	62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
	57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
	61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
};

static const unsigned char pc1[56] = {
	57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
	10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
	63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
	14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
};

static const unsigned char pc2[48] = {
	14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
	23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
	41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
	44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
};

static const unsigned char perm_p[32] = {
	16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
	2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
};

/* Left rotations of the two key halves before each round */
static const unsigned char shifts[16] = { 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1 };

/* S1..S8, each four rows of 16 */
static const unsigned char sbox[8][64] = {
	{ 14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
	  0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
	  4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
	  15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13 },
	{ 15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
	  3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
	  0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
	  13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9 },
	{ 10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
	  13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
	  13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
	  1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12 },
	{ 7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
	  13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
	  10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
	  3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14 },
	{ 2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
	  14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
	  4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
	  11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3 },
	{ 12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
	  10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
	  9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
	  4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13 },
	{ 4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
	  13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
	  1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
	  6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12 },
	{ 13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
	  1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
	  7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
	  2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11 },
};

static int value64(char c)
{
	const char *p = c ? strchr(__crypt_itoa64, c) : 0;
	return p ? (int)(p - __crypt_itoa64) : -1;
}

/* n characters, least significant first; -1 if one is not of the set */
static long decode(const char *s, int n)
{
	long v = 0;
	for (int i = 0; i < n; i++) {
		int d = value64(s[i]);
		if (d < 0)
			return -1;
		v |= (long)d << 6 * i;
	}
	return v;
}

static void to_bits(unsigned char bits[64], const unsigned char bytes[8])
{
	for (int i = 0; i < 64; i++)
		bits[i] = bytes[i / 8] >> (7 - i % 8) & 1;
}

/* The 16 subkeys of a key of 8 bytes (the low bit of each unused) */
static void schedule(unsigned char ks[16][48], const unsigned char key[8])
{
	unsigned char kb[64], cd[56];
	to_bits(kb, key);
	for (int i = 0; i < 56; i++)
		cd[i] = kb[pc1[i] - 1];
	for (int r = 0; r < 16; r++) {
		for (int n = 0; n < shifts[r]; n++) {
			unsigned char c0 = cd[0], d0 = cd[28];
			memmove(cd, cd + 1, 27);
			cd[27] = c0;
			memmove(cd + 28, cd + 29, 27);
			cd[55] = d0;
		}
		for (int i = 0; i < 48; i++)
			ks[r][i] = cd[pc2[i] - 1];
	}
	__crypt_wipe(kb, sizeof kb);
	__crypt_wipe(cd, sizeof cd);
}

/* E, bit i of block j of six taking bit 4j + i - 1 (mod 32) of R, with
   the salt's swaps */
static void expansion(unsigned char e[48], unsigned long salt)
{
	for (int i = 0; i < 48; i++)
		e[i] = (4 * (i / 6) + i % 6 + 31) % 32;
	for (int i = 0; i < 24; i++)
		if (salt >> i & 1) {
			unsigned char t = e[i];
			e[i] = e[i + 24];
			e[i + 24] = t;
		}
}

/* count encryptions of the block (one byte a bit) */
static void encrypt(unsigned char blk[64], unsigned char ks[16][48], const unsigned char e[48],
		    unsigned long count)
{
	unsigned char lr[64], pre[64];
	while (count--) {
		for (int i = 0; i < 64; i++)
			lr[i] = blk[ip[i] - 1];
		for (int r = 0; r < 16; r++) {
			unsigned char x[48], f[32], o[32];
			for (int i = 0; i < 48; i++)
				x[i] = lr[32 + e[i]] ^ ks[r][i];
			for (int s = 0; s < 8; s++) {
				const unsigned char *g = x + 6 * s;
				int v = sbox[s][g[0] << 5 | g[5] << 4 | g[1] << 3 | g[2] << 2 |
						g[3] << 1 | g[4]];
				for (int j = 0; j < 4; j++)
					o[4 * s + j] = v >> (3 - j) & 1;
			}
			for (int i = 0; i < 32; i++)
				f[i] = lr[i] ^ o[perm_p[i] - 1];
			memcpy(lr, lr + 32, 32);
			memcpy(lr + 32, f, 32);
		}
		/* R16 L16 through the inverse of IP */
		memcpy(pre, lr + 32, 32);
		memcpy(pre + 32, lr, 32);
		for (int i = 0; i < 64; i++)
			blk[ip[i] - 1] = pre[i];
	}
	__crypt_wipe(lr, sizeof lr);
	__crypt_wipe(pre, sizeof pre);
}

int __crypt_des(const char *key, const char *setting, char *out)
{
	unsigned char k8[8] = { 0 }, ks[16][48], e[48], blk[64];
	long count = 25, salt;
	int slen = 2;

	if (setting[0] == '_') {
		count = decode(setting + 1, 4);
		salt = count < 0 ? -1 : decode(setting + 5, 4);
		if (salt < 0)
			return -1;
		/* a count of 0 encrypts once, as libxcrypt's does */
		if (!count)
			count = 1;
		slen = 9;
	} else {
		salt = decode(setting, 2);
		if (salt < 0)
			return -1;
	}

	for (int i = 0; i < 8 && *key; i++)
		k8[i] = (unsigned char)*key++ << 1;
	schedule(ks, k8);
	if (slen == 9) {
		expansion(e, 0);
		while (*key) {
			to_bits(blk, k8);
			encrypt(blk, ks, e, 1);
			for (int i = 0; i < 8; i++) {
				k8[i] = 0;
				for (int j = 0; j < 8; j++)
					k8[i] |= blk[8 * i + j] << (7 - j);
			}
			for (int i = 0; i < 8 && *key; i++)
				k8[i] ^= (unsigned char)*key++ << 1;
			schedule(ks, k8);
		}
	}

	expansion(e, salt);
	memset(blk, 0, sizeof blk);
	encrypt(blk, ks, e, count);

	/* The setting's salt part, then 64 bits six at a time, most
	   significant first, padded with two zero bits */
	memcpy(out, setting, slen);
	for (int c = 0; c < 11; c++) {
		int v = 0;
		for (int j = 0; j < 6; j++) {
			int b = 6 * c + j;
			v = v << 1 | (b < 64 ? blk[b] : 0);
		}
		out[slen + c] = __crypt_itoa64[v];
	}
	out[slen + 11] = 0;
	__crypt_wipe(k8, sizeof k8);
	__crypt_wipe(ks, sizeof ks);
	return 0;
}
