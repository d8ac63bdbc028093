#include <argz.h>
#include <string.h>

/* entry null starts the walk; the end of the vector gives null. */
char *argz_next(const char *argz, size_t len, const char *entry)
{
	if (!entry)
		return len ? (char *)argz : 0;
	entry += strlen(entry) + 1;
	return entry < argz + len ? (char *)entry : 0;
}
