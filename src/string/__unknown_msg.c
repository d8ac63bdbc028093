#include "errmsg.h"

char *__unknown_msg(char *buf, const char *prefix, int num)
{
	char digits[12], *q = digits + sizeof digits;
	unsigned u = num < 0 ? -(unsigned)num : (unsigned)num;
	char *p = buf;

	do
		*--q = '0' + u % 10;
	while (u /= 10);
	if (num < 0)
		*--q = '-';
	while (*prefix)
		*p++ = *prefix++;
	while (q < digits + sizeof digits)
		*p++ = *q++;
	*p = 0;
	return buf;
}
