/* Shared by tests/crypt_*.c: each vector, a key (given, or n times one
   character) hashed with a setting, must give the hash, through crypt and
   crypt_r alike, errno untouched; a hash starting with '*' is the failure
   token, with errno EINVAL (ERANGE for a key of 512 bytes or more).  A
   hash, given back as the setting, must give itself (checking a
   password). */
#ifndef WEFT_TEST_CRYPT_VECTORS_H
#define WEFT_TEST_CRYPT_VECTORS_H

#include <crypt.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

struct vec {
	const char *key;        /* or, when null, n times the character c */
	int n;
	char c;
	const char *setting, *hash;
};

static struct crypt_data vec_data;

static void check_vectors(const struct vec *vecs, size_t count)
{
	static char key[600];
	CHECK(count > 0);
	for (size_t i = 0; i < count; i++) {
		const struct vec *v = &vecs[i];
		const char *k = v->key;
		if (!k) {
			memset(key, v->c, v->n);
			key[v->n] = 0;
			k = key;
		}
		int err = v->hash[0] != '*' ? 0 : strlen(k) >= 512 ? ERANGE : EINVAL;
		errno = 0;
		char *h = crypt(k, v->setting);
		CHECK(h != 0);
		CHECK_STR(h, v->hash);
		CHECK_EQ(errno, err);

		memset(&vec_data, 0xa5, sizeof vec_data);
		vec_data.initialized = 0;
		errno = 0;
		h = crypt_r(k, v->setting, &vec_data);
		CHECK(h == vec_data.output);
		CHECK_STR(h, v->hash);
		CHECK_EQ(errno, err);

		if (!err)
			CHECK_STR(crypt(k, v->hash), v->hash);
	}
}

#endif
