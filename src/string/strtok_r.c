#include <string.h>

char *strtok_r(char *restrict s, const char *restrict sep, char **restrict save)
{
	char *end;

	if (!s && !(s = *save))
		return 0;
	s += strspn(s, sep);
	if (!*s) {
		*save = 0;
		return 0;
	}
	end = s + strcspn(s, sep);
	if (*end)
		*end++ = 0;
	else
		end = 0;
	*save = end;
	return s;
}
