/* HMAC-SHA256 as RFC 2104 defines it: the key (hashed first when longer
   than SHA-256's 64-byte block) padded with zeros to a block, XORed with
   0x36 before the message and with 0x5c before the inner digest. */
#include <string.h>
#include "crypt_impl.h"

void __hmac_sha256_init(struct __hmac_sha256 *c, const void *key, size_t n)
{
	unsigned char pad[64];
	memset(pad, 0, sizeof pad);
	if (n > sizeof pad) {
		__sha256_init(&c->inner);
		__sha256_update(&c->inner, key, n);
		__sha256_final(&c->inner, pad);
	} else if (n) {
		memcpy(pad, key, n);
	}
	for (size_t i = 0; i < sizeof pad; i++)
		pad[i] ^= 0x36;
	__sha256_init(&c->inner);
	__sha256_update(&c->inner, pad, sizeof pad);
	for (size_t i = 0; i < sizeof pad; i++)
		pad[i] ^= 0x36 ^ 0x5c;
	__sha256_init(&c->outer);
	__sha256_update(&c->outer, pad, sizeof pad);
	__crypt_wipe(pad, sizeof pad);
}

void __hmac_sha256_final(struct __hmac_sha256 *c, unsigned char out[32])
{
	unsigned char d[32];
	__sha256_final(&c->inner, d);
	__sha256_update(&c->outer, d, sizeof d);
	__sha256_final(&c->outer, out);
	__crypt_wipe(d, sizeof d);
	__crypt_wipe(c, sizeof *c);
}

void __hmac_sha256(const void *key, size_t kn, const void *msg, size_t mn,
		   unsigned char out[32])
{
	struct __hmac_sha256 c;
	__hmac_sha256_init(&c, key, kn);
	__sha256_update(&c.inner, msg, mn);
	__hmac_sha256_final(&c, out);
}
