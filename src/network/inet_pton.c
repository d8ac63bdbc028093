#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

/* Strict dotted decimal: exactly four parts of 1 to 3 digits, each at most
   255, no leading zeros. */
static int pton4(const char *s, const char *end, unsigned char out[4])
{
	int i;

	for (i = 0; i < 4; i++) {
		unsigned v = 0;
		int digits = 0;

		while (s < end && *s >= '0' && *s <= '9') {
			if (digits && v == 0)
				return 0;
			v = v * 10 + (*s++ - '0');
			if (++digits > 3 || v > 255)
				return 0;
		}
		if (!digits)
			return 0;
		out[i] = v;
		if (i < 3) {
			if (s == end || *s != '.')
				return 0;
			s++;
		}
	}
	return s == end;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* RFC 4291 section 2.2: eight groups of 1 to 4 hex digits, one "::" for
   one or more zero groups, and optionally a dotted IPv4 address as the
   last 32 bits. */
static int pton6(const char *s, unsigned char out[16])
{
	unsigned char a[16];
	const char *end = s + strlen(s);
	int n = 0, gap = -1;

	if (*s == ':') {
		if (s[1] != ':')
			return 0;
		s++;
	}
	while (s < end) {
		if (*s == ':') {
			/* the second colon of "::" */
			if (gap >= 0)
				return 0;
			gap = n;
			s++;
			if (s == end)
				break;
		}
		if (n == 16)
			return 0;
		const char *g = s;
		unsigned v = 0;
		int d;
		while (s < end && (d = hexval(*s)) >= 0) {
			v = v << 4 | d;
			s++;
		}
		if (s < end && *s == '.') {
			if (n > 12 || !pton4(g, end, a + n))
				return 0;
			n += 4;
			s = end;
			break;
		}
		if (s == g || s - g > 4)
			return 0;
		a[n++] = v >> 8;
		a[n++] = v;
		if (s < end) {
			if (*s != ':')
				return 0;
			s++;
			if (s == end)
				return 0;
		}
	}
	if (gap >= 0) {
		int tail = n - gap;
		if (n == 16)
			return 0;
		memmove(a + 16 - tail, a + gap, tail);
		memset(a + gap, 0, 16 - n);
	} else if (n != 16) {
		return 0;
	}
	memcpy(out, a, 16);
	return 1;
}

int inet_pton(int af, const char *restrict s, void *restrict out)
{
	switch (af) {
	case AF_INET:
		return pton4(s, s + strlen(s), out);
	case AF_INET6:
		return pton6(s, out);
	}
	errno = EAFNOSUPPORT;
	return -1;
}
