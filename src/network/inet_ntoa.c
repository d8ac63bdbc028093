#include <arpa/inet.h>

/* The result lives in a static buffer, overwritten by the next call. */
char *inet_ntoa(struct in_addr a)
{
	static char buf[INET_ADDRSTRLEN];
	const unsigned char *b = (const unsigned char *)&a.s_addr;
	char *p = buf;
	int i;

	for (i = 0; i < 4; i++) {
		unsigned v = b[i];
		if (v >= 100)
			*p++ = '0' + v / 100;
		if (v >= 10)
			*p++ = '0' + v / 10 % 10;
		*p++ = '0' + v % 10;
		*p++ = i < 3 ? '.' : 0;
	}
	return buf;
}
