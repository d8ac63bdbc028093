#include <string.h>

char *strtok(char *restrict s, const char *restrict sep)
{
	static char *save;

	return strtok_r(s, sep, &save);
}
