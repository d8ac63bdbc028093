/* Password hashing (glibc's and libxcrypt's <crypt.h>): crypt and its
   reentrant form, which keeps all its state in a struct crypt_data.
   Methods: "$6$" (SHA-512), "$5$" (SHA-256), "$1$" (MD5) and those listed
   in docs/porting.md. */
#ifndef _CRYPT_H
#define _CRYPT_H

#include <features.h>

/* Longest hash crypt_r writes (with its terminating null), longest key. */
#define CRYPT_OUTPUT_SIZE 384
#define CRYPT_MAX_PASSPHRASE_SIZE 512

/* 32768 bytes, as libxcrypt's, with its members where programs (and
   libxcrypt's binaries) expect them: set initialized to 0 before the
   first use, as the glibc manual asks. */
struct crypt_data {
	char output[CRYPT_OUTPUT_SIZE];
	char setting[CRYPT_OUTPUT_SIZE];
	char input[CRYPT_MAX_PASSPHRASE_SIZE];
	char reserved[767];
	char initialized;
	char internal[30720];
};

char *crypt(const char *key, const char *setting);
char *crypt_r(const char *key, const char *setting, struct crypt_data *__weft_restrict data);

#endif
