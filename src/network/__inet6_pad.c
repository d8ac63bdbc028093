#define _GNU_SOURCE
#include <string.h>
#include <netinet/ip6.h>
#include "inet6_impl.h"

hidden void __inet6_pad(unsigned char *p, int n)
{
	if (n == 1) {
		p[0] = IP6OPT_PAD1;
	} else if (n > 1) {
		p[0] = IP6OPT_PADN;
		p[1] = n - 2;
		memset(p + 2, 0, n - 2);
	}
}
