/* PBKDF2 of RFC 8018 (section 5.2) with HMAC-SHA256 as its PRF and an
   iteration count of 1: block i (from 1) of the output is
   HMAC(pw, salt || i as 4 bytes, most significant first), the last one
   cut to what is asked for. */
#include <string.h>
#include "crypt_impl.h"

void __pbkdf2_sha256(const void *pw, size_t pn, const void *salt, size_t sn,
		     unsigned char *out, size_t n)
{
	struct __hmac_sha256 keyed, c;
	unsigned char d[32];
	__hmac_sha256_init(&keyed, pw, pn);
	__sha256_update(&keyed.inner, salt, sn);
	for (uint32_t i = 1; n; i++) {
		unsigned char be[4] = { i >> 24, i >> 16, i >> 8, i };
		size_t k = n < sizeof d ? n : sizeof d;
		c = keyed;
		__sha256_update(&c.inner, be, sizeof be);
		__hmac_sha256_final(&c, d);
		memcpy(out, d, k);
		out += k;
		n -= k;
	}
	__crypt_wipe(d, sizeof d);
	__crypt_wipe(&keyed, sizeof keyed);
}
