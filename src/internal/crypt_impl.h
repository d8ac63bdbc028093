/* Password hashing behind crypt_r: the digests (FIPS 180-4 SHA-256 and
   SHA-512, RFC 1321 MD5), the "./0-9A-Za-z" encoding the hash strings
   use, and one function per method.  A method writes the hash for key
   and setting into out (CRYPT_OUTPUT_SIZE bytes) and returns 0, or
   returns -1 when the setting is not one it accepts. */
#ifndef _WEFT_CRYPT_IMPL_H
#define _WEFT_CRYPT_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"

struct __sha256 {
	uint32_t h[8];
	uint64_t bytes;            /* message length so far */
	unsigned char block[64];
};

struct __sha512 {
	uint64_t h[8];
	uint64_t bytes;            /* passwords never reach 2^64 bytes */
	unsigned char block[128];
};

struct __md5 {
	uint32_t h[4];
	uint64_t bytes;
	unsigned char block[64];
};

/* What MD5 and the SHA-2 digests share (__crypt_digest.c): the message
   cut into blocks, each given to the digest's compression function, and
   the padding at the end, a 1 bit and zeros then the length in bits. */
struct __digest_kind {
	void (*compress)(void *h, const unsigned char *block);
	unsigned short block;       /* bytes in a block, a power of two */
	unsigned char lenbytes;     /* bytes of the length at the end */
	unsigned char big;          /* that length most significant byte first */
};
/* Adds n bytes at p to the message: *bytes counted so far, partial
   block in buf (k->block bytes), state h. */
hidden void __digest_feed(const struct __digest_kind *k, void *h, uint64_t *bytes,
			  unsigned char *buf, const void *p, size_t n);
/* Ends the message with its padding: h is then the digest. */
hidden void __digest_pad(const struct __digest_kind *k, void *h, uint64_t *bytes,
			 unsigned char *buf);

hidden void __sha256_init(struct __sha256 *c);
hidden void __sha256_update(struct __sha256 *c, const void *p, size_t n);
hidden void __sha256_final(struct __sha256 *c, unsigned char out[32]);
hidden void __sha512_init(struct __sha512 *c);
hidden void __sha512_update(struct __sha512 *c, const void *p, size_t n);
hidden void __sha512_final(struct __sha512 *c, unsigned char out[64]);
hidden void __md5_init(struct __md5 *c);
hidden void __md5_update(struct __md5 *c, const void *p, size_t n);
hidden void __md5_final(struct __md5 *c, unsigned char out[16]);

/* HMAC-SHA256 (RFC 2104): a context keyed by init, fed with
   __sha256_update(&c->inner, ...), ended by final. */
struct __hmac_sha256 {
	struct __sha256 inner, outer;
};
hidden void __hmac_sha256_init(struct __hmac_sha256 *c, const void *key, size_t n);
hidden void __hmac_sha256_final(struct __hmac_sha256 *c, unsigned char out[32]);
/* The whole of it for one message. */
hidden void __hmac_sha256(const void *key, size_t kn, const void *msg, size_t mn,
			  unsigned char out[32]);
/* PBKDF2 (RFC 8018) with HMAC-SHA256 and one iteration, the only count
   scrypt and yescrypt use: n bytes into out. */
hidden void __pbkdf2_sha256(const void *pw, size_t pn, const void *salt, size_t sn,
			    unsigned char *out, size_t n);

/* The 64 characters of the hash strings, in the order of their values. */
hidden extern const char __crypt_itoa64[65];
/* Appends n characters for the low 6n bits of v, least significant
   first; returns the end. */
hidden char *__crypt_b64(char *p, uint32_t v, int n);

/* "$5$" and "$6$": SHA-crypt */
hidden int __crypt_sha(const char *key, const char *setting, char *out);
hidden int __crypt_md5(const char *key, const char *setting, char *out);
/* Blowfish's P-array and S-boxes before any key, from the digits of pi */
hidden extern const uint32_t __crypt_bf_init[18 + 4 * 256];
/* "$2b$", "$2a$", "$2y$": bcrypt */
hidden int __crypt_bcrypt(const char *key, const char *setting, char *out);
hidden int __crypt_des(const char *key, const char *setting, char *out);

/* yescrypt's parameters (scrypt's N, r, p, and its own flags and t). */
struct __yescrypt_params {
	uint32_t flags;            /* 0 scrypt, 1 "WORM", 0xb6 read-write */
	uint32_t r, p, t;
	uint64_t n;
};
/* The 32-byte yescrypt (or scrypt) key for pw and salt into out: 0, or
   EINVAL for parameters it does not take or memory it cannot map. */
hidden int __yescrypt_kdf(const unsigned char *pw, size_t pn,
			  const unsigned char *salt, size_t sn,
			  const struct __yescrypt_params *pa, unsigned char out[32]);
/* "$y$" (yescrypt) and "$7$" (scrypt); this one returns ERANGE, not -1,
   for a setting too long for the hash to fit CRYPT_OUTPUT_SIZE. */
hidden int __crypt_yescrypt(const char *key, const char *setting, char *out);

/* Secrets (keys, intermediate digests) are wiped before returning. */
static inline void __crypt_wipe(void *p, size_t n)
{
	volatile unsigned char *v = p;
	while (n--)
		*v++ = 0;
}

#endif
