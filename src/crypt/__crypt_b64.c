/* The encoding of hash strings: six bits a character, least significant
   first, from this alphabet. */
#include "crypt_impl.h"

const char __crypt_itoa64[65] =
	"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

char *__crypt_b64(char *p, uint32_t v, int n)
{
	while (n-- > 0) {
		*p++ = __crypt_itoa64[v & 63];
		v >>= 6;
	}
	return p;
}
