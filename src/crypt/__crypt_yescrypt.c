/* "$y$" (yescrypt) and "$7$" (scrypt) hash strings, written from the
   yescrypt specification's description of its crypt encoding, behaving
   as libxcrypt's (Debian 12) for every setting.

   "$y$" then the parameters in yescrypt's variable-length numbers:
   flavour, log2 N, r and, when the next character is not '$', a set of
   bits saying which of p, t, g and log2 NROM follow; then '$', the salt
   (up to 64 bytes in the hash alphabet, least significant bits first,
   decoded), and the hash after the salt's last '$'.

   "$7$", log2 N in one character, r and p in five each (30 bits, least
   significant first), and the salt, used as it is written. */
#include <errno.h>
#include <string.h>
#include <crypt.h>
#include "crypt_impl.h"

#define HASH_CHARS 43           /* 32 bytes */

/* The value of a character of the hash alphabet, or -1. */
static int digit(char c)
{
	const char *p = c ? strchr(__crypt_itoa64, c) : 0;
	return p ? (int)(p - __crypt_itoa64) : -1;
}

/* One of "$y$"'s numbers at s, at least lo: a first character below 48
   is the number alone; 48 to 55 start two characters, 56 to 59 three,
   60 and 61 four, 62 five and 63 six, each length counting on from the
   largest number the shorter ones give.  The end, or 0. */
static const char *number(const char *s, uint32_t lo, uint32_t *out)
{
	int c = digit(*s++);
	uint32_t first = 0, last = 47, base = lo, v;
	int more = 0;
	if (c < 0)
		return 0;
	while ((uint32_t)c > last) {
		base += (last + 1 - first) << 6 * more;
		first = last + 1;
		last = first + (62 - last) / 2;
		more++;
	}
	v = c - first;
	while (more--) {
		if ((c = digit(*s++)) < 0)
			return 0;
		v = v << 6 | c;
	}
	*out = base + v;
	return s;
}

/* n characters of salt at s into at most 64 bytes: four characters
   give three bytes, a last two or three one or two, their unused high
   bits zero.  The count of bytes, or -1. */
static int salt_bytes(unsigned char *dst, const char *s, size_t n)
{
	int len = 0;
	while (n) {
		size_t k = n < 4 ? n : 4;
		uint32_t v = 0;
		if (k == 1)
			return -1;
		for (size_t i = 0; i < k; i++) {
			int c = digit(s[i]);
			if (c < 0)
				return -1;
			v |= (uint32_t)c << 6 * i;
		}
		if (v >> 8 * (k - 1) || len + k - 1 > 64)
			return -1;
		for (size_t i = 0; i < k - 1; i++)
			dst[len++] = v >> 8 * i;
		s += k;
		n -= k;
	}
	return len;
}

static int y_params(const char *s, struct __yescrypt_params *pa, const char **end)
{
	uint32_t flavour, nlog, have;
	if (!(s = number(s, 0, &flavour)))
		return -1;
	if (flavour < 2)
		pa->flags = flavour;
	else if (flavour <= 2 + 255)
		pa->flags = 2 + ((flavour - 2) << 2);
	else
		return -1;
	if (!(s = number(s, 1, &nlog)) || nlog > 63)
		return -1;
	pa->n = (uint64_t)1 << nlog;
	if (!(s = number(s, 1, &pa->r)))
		return -1;
	pa->p = 1;
	pa->t = 0;
	if (*s != '$') {
		if (!(s = number(s, 1, &have)))
			return -1;
		if ((have & 1) && !(s = number(s, 2, &pa->p)))
			return -1;
		if ((have & 2) && !(s = number(s, 1, &pa->t)))
			return -1;
		/* Bits 4 and 8 announce hash upgrades (g, at least 1) and a
		   ROM, neither of which crypt has. */
		if (have & 12)
			return -1;
	}
	if (*s++ != '$')
		return -1;
	*end = s;
	return 0;
}

static int s7_params(const char *s, struct __yescrypt_params *pa)
{
	int c = digit(s[0]);
	uint32_t v[2] = { 0, 0 };
	if (c < 1)
		return -1;
	for (int i = 0; i < 10; i++) {
		int d = digit(s[1 + i]);
		if (d < 0)
			return -1;
		v[i / 5] |= (uint32_t)d << 6 * (i % 5);
	}
	pa->flags = 0;
	pa->n = (uint64_t)1 << c;
	pa->r = v[0];
	pa->p = v[1];
	pa->t = 0;
	/* libxcrypt's check of the salt: the alphabet or '$', up to any
	   character following a '$'. */
	for (s += 11; *s; s++)
		if (digit(*s) < 0 && *s != '$') {
			if (s[-1] == '$')
				break;
			return -1;
		}
	return 0;
}

int __crypt_yescrypt(const char *key, const char *setting, char *out)
{
	struct __yescrypt_params pa;
	const char *salt, *end;
	unsigned char bin[64], hash[32];
	int saltlen, err;
	size_t n = strlen(setting);

	if ((setting[1] != 'y' && setting[1] != '7') || setting[2] != '$')
		return -1;
	if (n + 1 + HASH_CHARS + 1 > CRYPT_OUTPUT_SIZE)
		return ERANGE;
	if (setting[1] == 'y') {
		if (y_params(setting + 3, &pa, &salt))
			return -1;
	} else {
		if (s7_params(setting + 3, &pa))
			return -1;
		salt = setting + 14;
	}
	end = strrchr(salt, '$');
	if (!end)
		end = salt + strlen(salt);
	if (setting[1] == 'y') {
		if ((saltlen = salt_bytes(bin, salt, end - salt)) < 0)
			return -1;
		err = __yescrypt_kdf((const unsigned char *)key, strlen(key), bin, saltlen, &pa, hash);
	} else {
		err = __yescrypt_kdf((const unsigned char *)key, strlen(key),
				     (const unsigned char *)salt, end - salt, &pa, hash);
	}
	__crypt_wipe(bin, sizeof bin);
	if (err)
		return -1;
	memcpy(out, setting, end - setting);
	out += end - setting;
	*out++ = '$';
	for (int i = 0; i < 30; i += 3)
		out = __crypt_b64(out, hash[i] | hash[i + 1] << 8 | (uint32_t)hash[i + 2] << 16, 4);
	out = __crypt_b64(out, hash[30] | hash[31] << 8, 3);
	*out = 0;
	__crypt_wipe(hash, sizeof hash);
	return 0;
}
