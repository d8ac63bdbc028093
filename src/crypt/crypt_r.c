/* The method is named by the setting's prefix (docs/porting.md lists
   them).  A setting that is malformed or names no method weft has gives,
   as libxcrypt's crypt_r does, a "failure token" that no hash can equal
   ("*0", or "*1" when the setting is "*0"...) and errno EINVAL (ERANGE
   for a key of CRYPT_MAX_PASSPHRASE_SIZE bytes or more, or a yescrypt
   setting too long for its hash to fit the output), so that a
   caller comparing the result to a stored hash never matches. */
#include <crypt.h>
#include <errno.h>
#include <string.h>
#include "crypt_impl.h"

/* Settings are printable ASCII without the separators of the files
   hashes are kept in. */
static int valid(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < 0x21 || *s > 0x7e || strchr(":;*!\\", *s))
			return 0;
	return 1;
}

/* 0, -1 for EINVAL, or another errno value. */
static int hash(const char *key, const char *setting, char *out)
{
	if (!valid(setting))
		return -1;
	if (setting[0] != '$')
		return __crypt_des(key, setting, out);
	switch (setting[1]) {
	case '5':
	case '6':
		return __crypt_sha(key, setting, out);
	case '1':
		return __crypt_md5(key, setting, out);
	case '2':
		return __crypt_bcrypt(key, setting, out);
	case 'y':
	case '7':
		return __crypt_yescrypt(key, setting, out);
	}
	return -1;
}

char *crypt_r(const char *key, const char *setting, struct crypt_data *restrict data)
{
	char *out = data->output;
	int err = EINVAL;
	if (key && strnlen(key, CRYPT_MAX_PASSPHRASE_SIZE) == CRYPT_MAX_PASSPHRASE_SIZE) {
		err = ERANGE;
	} else if (key && setting) {
		int r = hash(key, setting, out);
		if (r == 0)
			return out;
		if (r > 0)
			err = r;
	}
	__crypt_wipe(out, sizeof data->output);
	out[0] = '*';
	out[1] = setting && setting[0] == '*' && setting[1] == '0' ? '1' : '0';
	errno = err;
	return out;
}
