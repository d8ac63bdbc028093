#include "passwd_impl.h"

hidden int __split_fields(char *s, char **field, int n)
{
	int i = 0;

	field[i++] = s;
	for (; *s; s++) {
		if (*s != ':')
			continue;
		if (i == n)
			return n + 1;
		*s = 0;
		field[i++] = s + 1;
	}
	return i;
}
