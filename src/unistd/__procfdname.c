#include "procfd.h"

hidden void __procfdname(char buf[__PROCFD_LEN], int fd)
{
	static const char prefix[] = "/proc/self/fd/";
	char digits[12];
	unsigned u = fd;
	int n = 0, i;

	for (i = 0; prefix[i]; i++)
		buf[i] = prefix[i];
	do
		digits[n++] = '0' + u % 10;
	while (u /= 10);
	while (n)
		buf[i++] = digits[--n];
	buf[i] = 0;
}
