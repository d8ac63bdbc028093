#include <argz.h>
#include <string.h>

/* Every terminator but the last becomes sep: one ordinary string. */
void argz_stringify(char *argz, size_t len, int sep)
{
	char *end = argz + len, *nul;

	while (argz && argz < end) {
		nul = argz + strlen(argz);
		if (nul + 1 >= end)
			break;
		*nul = sep;
		argz = nul + 1;
	}
}
