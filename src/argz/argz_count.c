#include <argz.h>
#include <string.h>

size_t argz_count(const char *argz, size_t len)
{
	size_t count = 0;
	const char *end = argz + len;

	for (; argz && argz < end; argz += strlen(argz) + 1)
		count++;
	return count;
}
