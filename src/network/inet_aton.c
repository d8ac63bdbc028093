#include <arpa/inet.h>
#include <ctype.h>

/* The numbers-and-dots forms: a.b.c.d, a.b.c (c fills 16 bits), a.b (b
   fills 24 bits) and a (32 bits); each part decimal, octal with a leading
   0 or hexadecimal with 0x.  Whitespace may end the string. */
int inet_aton(const char *s, struct in_addr *out)
{
	unsigned long part[4];
	unsigned long v;
	int n = 0;

	for (;;) {
		unsigned base = 10, d;

		if (!isdigit((unsigned char)*s))
			return 0;
		if (*s == '0') {
			s++;
			base = 8;
			if (*s == 'x' || *s == 'X') {
				base = 16;
				s++;
				if (!isxdigit((unsigned char)*s))
					return 0;
			}
		}
		v = 0;
		for (;; s++) {
			unsigned char c = *s;
			if (isdigit(c))
				d = c - '0';
			else if (base == 16 && isxdigit(c))
				d = (c | 0x20) - 'a' + 10;
			else
				break;
			if (d >= base)
				return 0;
			v = v * base + d;
			if (v > 0xffffffffUL)
				return 0;
		}
		part[n++] = v;
		if (*s != '.')
			break;
		if (n == 4)
			return 0;
		s++;
	}
	if (*s && !isspace((unsigned char)*s))
		return 0;

	switch (n) {
	case 1:
		v = part[0];
		break;
	case 2:
		if (part[0] > 0xff || part[1] > 0xffffff)
			return 0;
		v = part[0] << 24 | part[1];
		break;
	case 3:
		if (part[0] > 0xff || part[1] > 0xff || part[2] > 0xffff)
			return 0;
		v = part[0] << 24 | part[1] << 16 | part[2];
		break;
	default:
		if (part[0] > 0xff || part[1] > 0xff || part[2] > 0xff || part[3] > 0xff)
			return 0;
		v = part[0] << 24 | part[1] << 16 | part[2] << 8 | part[3];
		break;
	}
	if (out)
		out->s_addr = htonl((uint32_t)v);
	return 1;
}
