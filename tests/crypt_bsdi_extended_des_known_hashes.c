/* crypt and crypt_r compute BSDi's extended DES-based hash: "_", four
   characters of count and four of salt, every byte of the key counting
   (keys around 8 bytes, long keys), a count of 0 taken as 1 as
   libxcrypt does, and short or non-alphabet settings refused;
   tests/crypt_vectors.h says how each vector is checked.  The hashes
   are libxcrypt's. */
// test: ldflags -lcrypt
#define _GNU_SOURCE
#include "crypt_vectors.h"

static const struct vec vecs[] = {
	{ "pw", 0, 0, "_J9..salt", "_J9..saltH/rNoMLl8KQ" },
	{ "test", 0, 0, "_J9..SALT", "_J9..SALTZXyQSiIWhbk" },
	{ "", 0, 0, "_J9..salt", "_J9..salt7oN3Rp4tKOo" },
	{ "12345678", 0, 0, "_J9..salt", "_J9..saltAQHQYN4kB2Y" },
	{ "123456789", 0, 0, "_J9..salt", "_J9..salt2tKA.s9zZuI" },
	{ "a much longer password than eight", 0, 0, "_J9..salt", "_J9..saltuF0K8to9uU2" },
	{ "k\xc3""\xa9""y\xc3""\xbf", 0, 0, "_J9..salt", "_J9..saltUIcOig9JVJo" },
	{ "pw", 0, 0, "_....salt", "_....saltig.AIqfBc0A" },
	{ "pw", 0, 0, "_/...salt", "_/...saltig.AIqfBc0A" },
	{ "pw", 0, 0, "_J9..salt$ignored", "_J9..saltH/rNoMLl8KQ" },
	{ "pw", 0, 0, "_J9..saltH/rNoMLl8KQ", "_J9..saltH/rNoMLl8KQ" },
	{ "pw", 0, 0, "_1...zzzz", "_1...zzzz.5xaI38Z/GA" },
	{ "pw", 0, 0, "_J9..sal", "*0" },
	{ "pw", 0, 0, "_J9.", "*0" },
	{ "pw", 0, 0, "_", "*0" },
	{ "pw", 0, 0, "_J9-.salt", "*0" },
	{ "pw", 0, 0, "_J9..sa-t", "*0" },
	{ 0, 511, 'a', "_J9..salt", "_J9..saltongf3CIQ6v." },
	{ 0, 512, 'a', "_J9..salt", "*0" },
};

int main(void)
{
	check_vectors(vecs, sizeof vecs / sizeof *vecs);
	return 0;
}
