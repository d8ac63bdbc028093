#include <string.h>
#include "passwd_impl.h"

/* An empty field is -1; otherwise decimal digits, maybe after a '-'. */
static int number(const char *s, long *v)
{
	unsigned long u = 0;
	int neg = *s == '-';

	*v = -1;
	if (!*s)
		return 0;
	s += neg;
	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		u = u * 10 + (*s - '0');
	}
	*v = neg ? -(long)u : (long)u;
	return 0;
}

/* All nine fields must be there (as glibc, a line of just
   name:password is not an entry).  NIS lines (+, -) are not entries. */
hidden int __sp_parse(char *line, char *field[2], long num[7])
{
	char *f[9];
	int n, i;

	if (line[0] == '+' || line[0] == '-' || !line[0])
		return -1;
	n = __split_fields(line, f, 9);
	if (n != 9)
		return -1;
	field[0] = f[0];
	field[1] = f[1];
	for (i = 0; i < 7; i++)
		if (number(f[i + 2], &num[i]))
			return -1;
	return 0;
}
