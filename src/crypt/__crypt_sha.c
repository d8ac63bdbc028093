/* SHA-crypt, "$5$" (SHA-256) and "$6$" (SHA-512), as Ulrich Drepper's
   published specification describes it.  The number of rounds, when the
   setting gives one, must be within the specification's bounds: it is
   refused rather than clamped, as libxcrypt does, so that a hash never
   claims a cost it was not computed with. */
#include <string.h>
#include "crypt_impl.h"

#define ROUNDS_DEFAULT 5000
#define ROUNDS_MIN 1000
#define ROUNDS_MAX 999999999
#define SALT_MAX 16

/* One of the two digests, chosen at run time. */
struct dig {
	int big;
	size_t len;
	union {
		struct __sha256 s;
		struct __sha512 l;
	} u;
};

static void start(struct dig *d)
{
	if (d->big)
		__sha512_init(&d->u.l);
	else
		__sha256_init(&d->u.s);
}

static void add(struct dig *d, const void *p, size_t n)
{
	if (d->big)
		__sha512_update(&d->u.l, p, n);
	else
		__sha256_update(&d->u.s, p, n);
}

static void finish(struct dig *d, unsigned char *out)
{
	if (d->big)
		__sha512_final(&d->u.l, out);
	else
		__sha256_final(&d->u.s, out);
}

/* "rounds=N$" with N in decimal, no leading zero; 0 if malformed. */
static unsigned long parse_rounds(const char **pp)
{
	const char *p = *pp + 7;
	unsigned long n = 0;
	if (*p < '1' || *p > '9')
		return 0;
	for (int i = 0; *p >= '0' && *p <= '9'; p++, i++) {
		if (i == 9)
			return 0;
		n = n * 10 + (*p - '0');
	}
	if (*p != '$' || n < ROUNDS_MIN || n > ROUNDS_MAX)
		return 0;
	*pp = p + 1;
	return n;
}

/* The final digest's bytes, three at a time in the specification's
   order: for each k, bytes k, k + s and k + 2s (s a third of the digest),
   starting, for k mod 3 = 1 or 2, with the third or second of them for
   SHA-256, the second or third for SHA-512. */
static char *encode(char *o, const unsigned char *h, int big)
{
	int s = big ? 21 : 10;
	for (int k = 0; k < s; k++) {
		int t[3] = { k, k + s, k + 2 * s }, r = k % 3;
		if (!big && r)
			r = 3 - r;
		uint32_t v = (uint32_t)h[t[r]] << 16 | (uint32_t)h[t[(r + 1) % 3]] << 8 |
			     h[t[(r + 2) % 3]];
		o = __crypt_b64(o, v, 4);
	}
	if (big)
		return __crypt_b64(o, h[63], 2);
	return __crypt_b64(o, (uint32_t)h[31] << 8 | h[30], 3);
}

int __crypt_sha(const char *key, const char *setting, char *out)
{
	struct dig d;
	unsigned char a[64], b[64], dp[64], ds[64];
	unsigned char p[512], s[SALT_MAX];
	unsigned long rounds = ROUNDS_DEFAULT;
	int explicit = 0;

	if (setting[0] != '$' || (setting[1] != '5' && setting[1] != '6') || setting[2] != '$')
		return -1;
	d.big = setting[1] == '6';
	d.len = d.big ? 64 : 32;
	const char *salt = setting + 3;
	if (!strncmp(salt, "rounds=", 7)) {
		rounds = parse_rounds(&salt);
		if (!rounds)
			return -1;
		explicit = 1;
	}
	size_t slen = strcspn(salt, "$");
	if (slen > SALT_MAX)
		slen = SALT_MAX;
	size_t klen = strlen(key);
	if (klen >= sizeof p)
		return -1;

	/* B = H(key salt key) */
	start(&d);
	add(&d, key, klen);
	add(&d, salt, slen);
	add(&d, key, klen);
	finish(&d, b);

	/* A = H(key salt, B for each byte of the key, then for each bit of
	   its length from the lowest, B for a 1 and the key for a 0) */
	start(&d);
	add(&d, key, klen);
	add(&d, salt, slen);
	size_t n;
	for (n = klen; n > d.len; n -= d.len)
		add(&d, b, d.len);
	add(&d, b, n);
	for (n = klen; n; n >>= 1) {
		if (n & 1)
			add(&d, b, d.len);
		else
			add(&d, key, klen);
	}
	finish(&d, a);

	/* P: the digest of the key repeated klen times, stretched to klen */
	start(&d);
	for (n = 0; n < klen; n++)
		add(&d, key, klen);
	finish(&d, dp);
	for (n = 0; n < klen; n++)
		p[n] = dp[n % d.len];

	/* S: the digest of the salt repeated 16 + A[0] times, cut to slen */
	start(&d);
	for (n = 0; n < 16u + a[0]; n++)
		add(&d, salt, slen);
	finish(&d, ds);
	memcpy(s, ds, slen);

	/* The rounds, each digesting the previous result with P and S */
	for (unsigned long i = 0; i < rounds; i++) {
		start(&d);
		if (i & 1)
			add(&d, p, klen);
		else
			add(&d, a, d.len);
		if (i % 3)
			add(&d, s, slen);
		if (i % 7)
			add(&d, p, klen);
		if (i & 1)
			add(&d, a, d.len);
		else
			add(&d, p, klen);
		finish(&d, a);
	}

	char *o = out;
	*o++ = '$';
	*o++ = setting[1];
	*o++ = '$';
	if (explicit) {
		char num[10], *q = num + sizeof num;
		unsigned long r = rounds;
		do
			*--q = '0' + r % 10;
		while (r /= 10);
		memcpy(o, "rounds=", 7);
		o += 7;
		memcpy(o, q, num + sizeof num - q);
		o += num + sizeof num - q;
		*o++ = '$';
	}
	memcpy(o, salt, slen);
	o += slen;
	*o++ = '$';
	o = encode(o, a, d.big);
	*o = 0;

	__crypt_wipe(a, sizeof a);
	__crypt_wipe(b, sizeof b);
	__crypt_wipe(dp, sizeof dp);
	__crypt_wipe(ds, sizeof ds);
	__crypt_wipe(p, sizeof p);
	__crypt_wipe(s, sizeof s);
	return 0;
}
