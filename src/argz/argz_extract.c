#include <argz.h>
#include <string.h>

/* argv must have room for argz_count entries and the null after them. */
void argz_extract(const char *argz, size_t len, char **argv)
{
	const char *end = argz + len;

	for (; argz && argz < end; argz += strlen(argz) + 1)
		*argv++ = (char *)argz;
	*argv = 0;
}
