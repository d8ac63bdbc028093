#include <string.h>

char *strsep(char **restrict sp, const char *restrict sep)
{
	char *s = *sp, *end;

	if (!s)
		return 0;
	end = s + strcspn(s, sep);
	if (*end)
		*end++ = 0;
	else
		end = 0;
	*sp = end;
	return s;
}
