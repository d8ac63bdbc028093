#include <arpa/inet.h>

static int hexval(unsigned c)
{
	if (c >= '0' && c <= '9')
		return (int)c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? (int)c - 'a' + 10 : -1;
}

/* An OSI NSAP address as hex digits in pairs, '.', '+' and '/' between
   pairs ignored, into at most maxlen bytes: how many were stored, or 0
   for anything else in the string or a digit without its pair.  Input
   beyond maxlen bytes is not looked at. */
unsigned int inet_nsap_addr(const char *cp, unsigned char *buf, int maxlen)
{
	int n = 0, hi, lo;

	if (!cp || !buf)
		return 0;
	while (*cp && n < maxlen) {
		if (*cp == '.' || *cp == '+' || *cp == '/') {
			cp++;
			continue;
		}
		hi = hexval((unsigned char)*cp++);
		lo = hi < 0 ? -1 : hexval((unsigned char)*cp++);
		if (lo < 0)
			return 0;
		buf[n++] = hi << 4 | lo;
	}
	return n;
}
