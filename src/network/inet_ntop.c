#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

static char *put_dec(char *p, unsigned v)
{
	if (v >= 100)
		*p++ = '0' + v / 100;
	if (v >= 10)
		*p++ = '0' + v / 10 % 10;
	*p++ = '0' + v % 10;
	return p;
}

static char *put_v4(char *p, const unsigned char *b)
{
	int i;
	for (i = 0; i < 4; i++) {
		p = put_dec(p, b[i]);
		if (i < 3)
			*p++ = '.';
	}
	return p;
}

/* RFC 5952: lower-case hex without leading zeros; the longest run of two
   or more zero groups (the first of equal runs) becomes "::".  Addresses
   whose first 96 bits are zero, or ::ffff:0:0/96, keep the IPv4 dotted
   form for their last 32 bits, except :: and ::1 and the like where that
   run reaches into the last word. */
static char *ntop6(const unsigned char *b, char *p)
{
	unsigned w[8];
	int i, best = -1, bestlen = 0, run = 0;

	for (i = 0; i < 8; i++)
		w[i] = b[2 * i] << 8 | b[2 * i + 1];
	for (i = 0; i <= 8; i++) {
		if (i < 8 && w[i] == 0) {
			run++;
		} else {
			if (run > bestlen) {
				bestlen = run;
				best = i - run;
			}
			run = 0;
		}
	}
	if (bestlen < 2)
		best = -1;

	for (i = 0; i < 8; i++) {
		if (i == best) {
			*p++ = ':';
			if (i == 0)
				*p++ = ':';
			i += bestlen - 1;
			continue;
		}
		if (i == 6 && best == 0 && (bestlen == 6 || (bestlen == 5 && w[5] == 0xffff))) {
			p = put_v4(p, b + 12);
			break;
		}
		int shift = 12;
		while (shift > 0 && !(w[i] >> shift))
			shift -= 4;
		for (; shift >= 0; shift -= 4)
			*p++ = "0123456789abcdef"[(w[i] >> shift) & 15];
		if (i < 7)
			*p++ = ':';
	}
	*p = 0;
	return p;
}

const char *inet_ntop(int af, const void *restrict src, char *restrict dst, socklen_t size)
{
	char buf[INET6_ADDRSTRLEN];
	size_t len;

	switch (af) {
	case AF_INET:
		*put_v4(buf, src) = 0;
		break;
	case AF_INET6:
		ntop6(src, buf);
		break;
	default:
		errno = EAFNOSUPPORT;
		return 0;
	}
	len = strlen(buf);
	if (len >= size) {
		errno = ENOSPC;
		return 0;
	}
	memcpy(dst, buf, len + 1);
	return dst;
}
