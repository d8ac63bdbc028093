/* MD5-crypt, "$1$": Poul-Henning Kamp's scheme of FreeBSD 2, from its
   description (a salt of up to 8 characters, 1000 rounds). */
#include <string.h>
#include "crypt_impl.h"

int __crypt_md5(const char *key, const char *setting, char *out)
{
	struct __md5 c;
	unsigned char a[16], b[16];

	if (strncmp(setting, "$1$", 3))
		return -1;
	const char *salt = setting + 3;
	size_t slen = strcspn(salt, "$");
	if (slen > 8)
		slen = 8;
	size_t klen = strlen(key), n;

	/* B = MD5(key salt key) */
	__md5_init(&c);
	__md5_update(&c, key, klen);
	__md5_update(&c, salt, slen);
	__md5_update(&c, key, klen);
	__md5_final(&c, b);

	/* A = MD5(key "$1$" salt, B for each byte of the key, then for each
	   bit of its length from the lowest, a zero byte for a 1 and the
	   key's first byte for a 0) */
	__md5_init(&c);
	__md5_update(&c, key, klen);
	__md5_update(&c, "$1$", 3);
	__md5_update(&c, salt, slen);
	for (n = klen; n > 16; n -= 16)
		__md5_update(&c, b, 16);
	__md5_update(&c, b, n);
	for (n = klen; n; n >>= 1)
		__md5_update(&c, n & 1 ? "" : key, 1);
	__md5_final(&c, a);

	for (int i = 0; i < 1000; i++) {
		__md5_init(&c);
		if (i & 1)
			__md5_update(&c, key, klen);
		else
			__md5_update(&c, a, 16);
		if (i % 3)
			__md5_update(&c, salt, slen);
		if (i % 7)
			__md5_update(&c, key, klen);
		if (i & 1)
			__md5_update(&c, a, 16);
		else
			__md5_update(&c, key, klen);
		__md5_final(&c, a);
	}

	char *o = out;
	memcpy(o, "$1$", 3);
	o += 3;
	memcpy(o, salt, slen);
	o += slen;
	*o++ = '$';
	/* bytes i, i + 6 and i + 12 for i < 4, then 4, 10, 5, then 11 */
	for (int i = 0; i < 5; i++)
		o = __crypt_b64(o, (uint32_t)a[i] << 16 | (uint32_t)a[i + 6] << 8 |
				   a[i == 4 ? 5 : i + 12], 4);
	o = __crypt_b64(o, a[11], 2);
	*o = 0;
	__crypt_wipe(a, sizeof a);
	__crypt_wipe(b, sizeof b);
	return 0;
}
