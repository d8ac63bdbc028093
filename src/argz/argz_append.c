#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The other growing functions come here, so the vector is reallocated in
   one place; on failure it is left as it was. */
error_t argz_append(char **argz, size_t *len, const char *buf, size_t buf_len)
{
	char *p;

	if (!buf_len)
		return 0;
	p = realloc(*argz, *len + buf_len);
	if (!p)
		return ENOMEM;
	memcpy(p + *len, buf, buf_len);
	*argz = p;
	*len += buf_len;
	return 0;
}
