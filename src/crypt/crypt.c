/* crypt_r with one static struct crypt_data: not thread-safe, as POSIX
   allows. */
#include <crypt.h>
#include <unistd.h>

char *crypt(const char *key, const char *setting)
{
	static struct crypt_data data;
	return crypt_r(key, setting, &data);
}
