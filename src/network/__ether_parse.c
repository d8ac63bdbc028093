#include "ether_impl.h"

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

static int is_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

hidden const char *__ether_parse(const char *s, struct ether_addr *a)
{
	for (int i = 0; i < 6; i++) {
		int v = hexval(*s++);
		if (v < 0)
			return 0;
		int lo = hexval(*s);
		if (lo >= 0) {
			v = v << 4 | lo;
			s++;
		} else if (i == 5 && *s && !is_space(*s)) {
			return 0;
		}
		if (i < 5 && *s++ != ':')
			return 0;
		a->ether_addr_octet[i] = v;
	}
	return s;
}
