#include <argz.h>
#include <string.h>

error_t argz_add(char **argz, size_t *len, const char *s)
{
	return argz_append(argz, len, s, strlen(s) + 1);
}
