/* bcrypt, "$2b$NN$" and its older names "$2a$" and "$2y$": Provos and
   Mazieres' EksBlowfish ("A Future-Adaptable Password Scheme", 1999).
   The key with its terminating null byte, cut at 72 bytes, and the
   16-byte salt key Blowfish 2^NN times over; the state then encrypts
   "OrpheanBeholderScryDoubt" 64 times.  Salt and result are written in
   base 64 with bcrypt's own alphabet, most significant bits first.
   "$2a$" and "$2y$" are hashed as "$2b$" (libxcrypt gives the three the
   same hashes, keys with bytes above 0x7f included); "$2x$", the hashes
   of an implementation that sign-extended such bytes, is refused. */
#include <string.h>
#include "crypt_impl.h"

struct bf {
	uint32_t p[18], s[4][256];
};

static const char alphabet[65] =
	"./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

static uint32_t f(const struct bf *b, uint32_t x)
{
	return ((b->s[0][x >> 24] + b->s[1][x >> 16 & 255]) ^ b->s[2][x >> 8 & 255]) +
	       b->s[3][x & 255];
}

static void encrypt(const struct bf *b, uint32_t *l, uint32_t *r)
{
	uint32_t x = *l, y = *r;
	for (int i = 0; i < 16; i += 2) {
		x ^= b->p[i];
		y ^= f(b, x);
		y ^= b->p[i + 1];
		x ^= f(b, y);
	}
	*l = y ^ b->p[17];
	*r = x ^ b->p[16];
}

/* Next 32 bits of the key, big-endian, cycling over its bytes */
static uint32_t key_word(const unsigned char *key, size_t len, size_t *pos)
{
	uint32_t w = 0;
	for (int i = 0; i < 4; i++) {
		w = w << 8 | key[*pos];
		*pos = (*pos + 1) % len;
	}
	return w;
}

/* The key into the P-array, then every subkey replaced in turn by the
   encryption of the previous block, XORed with the salt's halves
   alternately (a salt of zeros being plain Blowfish's schedule). */
static void expand(struct bf *b, const uint32_t salt[4], const unsigned char *key, size_t len)
{
	size_t pos = 0;
	uint32_t l = 0, r = 0, *w = &b->p[0];
	for (int i = 0; i < 18; i++)
		b->p[i] ^= key_word(key, len, &pos);
	for (int i = 0; i < 18 + 4 * 256; i += 2) {
		if (salt) {
			l ^= salt[i & 2];
			r ^= salt[(i & 2) + 1];
		}
		encrypt(b, &l, &r);
		w = i < 18 ? &b->p[i] : &b->s[(i - 18) / 256][(i - 18) % 256];
		w[0] = l;
		w[1] = r;
	}
}

static int decode(const char *s, unsigned char *out, size_t n)
{
	uint32_t acc = 0;
	int bits = 0;
	for (size_t o = 0; o < n; s++) {
		const char *c = *s ? strchr(alphabet, *s) : 0;
		if (!c)
			return -1;
		acc = acc << 6 | (uint32_t)(c - alphabet);
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[o++] = acc >> bits;
		}
	}
	return 0;
}

static char *encode(char *o, const unsigned char *in, size_t n)
{
	uint32_t acc = 0;
	int bits = 0;
	for (size_t i = 0; i < n; i++) {
		acc = acc << 8 | in[i];
		bits += 8;
		while (bits >= 6) {
			bits -= 6;
			*o++ = alphabet[acc >> bits & 63];
		}
	}
	if (bits)
		*o++ = alphabet[acc << (6 - bits) & 63];
	return o;
}

int __crypt_bcrypt(const char *key, const char *setting, char *out)
{
	struct bf b;
	unsigned char salt[16], ct[24];
	uint32_t sw[4], w[6];

	if (setting[0] != '$' || setting[1] != '2' || !strchr("aby", setting[2]) || !setting[2] ||
	    setting[3] != '$' || setting[4] < '0' || setting[4] > '3' || setting[5] < '0' ||
	    setting[5] > '9' || setting[6] != '$')
		return -1;
	int cost = (setting[4] - '0') * 10 + setting[5] - '0';
	if (cost < 4 || cost > 31 || decode(setting + 7, salt, 16))
		return -1;
	size_t len = strlen(key) + 1;
	if (len > 72)
		len = 72;

	for (int i = 0; i < 4; i++)
		sw[i] = (uint32_t)salt[4 * i] << 24 | (uint32_t)salt[4 * i + 1] << 16 |
			(uint32_t)salt[4 * i + 2] << 8 | salt[4 * i + 3];
	memcpy(&b, __crypt_bf_init, sizeof b);
	const unsigned char *k = (const unsigned char *)key;
	expand(&b, sw, k, len);
	for (uint32_t n = (uint32_t)1 << cost; n; n--) {
		expand(&b, 0, k, len);
		expand(&b, 0, (const unsigned char *)salt, 16);
	}

	memcpy(ct, "OrpheanBeholderScryDoubt", 24);
	for (int i = 0; i < 6; i++)
		w[i] = (uint32_t)ct[4 * i] << 24 | (uint32_t)ct[4 * i + 1] << 16 |
		       (uint32_t)ct[4 * i + 2] << 8 | ct[4 * i + 3];
	for (int i = 0; i < 64; i++)
		for (int j = 0; j < 6; j += 2)
			encrypt(&b, &w[j], &w[j + 1]);
	for (int i = 0; i < 24; i++)
		ct[i] = w[i / 4] >> (24 - 8 * (i % 4));

	memcpy(out, setting, 7);
	char *o = encode(out + 7, salt, 16);
	o = encode(o, ct, 23);
	*o = 0;
	__crypt_wipe(&b, sizeof b);
	__crypt_wipe(w, sizeof w);
	__crypt_wipe(ct, sizeof ct);
	return 0;
}
