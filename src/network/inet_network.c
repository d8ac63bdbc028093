#include <arpa/inet.h>
#include <ctype.h>

/* A network number in host order: up to four parts of at most 8 bits each,
   decimal, octal (leading 0) or hexadecimal (0x), packed into the low
   bytes ("10.1" is 0x0a01).  INADDR_NONE when malformed. */
in_addr_t inet_network(const char *s)
{
	in_addr_t r = 0;
	int n = 0;

	for (;;) {
		unsigned base = 10, d, v = 0;
		int digits = 0;

		if (*s == '0') {
			s++;
			digits = 1;
			base = 8;
			if (*s == 'x' || *s == 'X') {
				base = 16;
				s++;
			}
		}
		for (;; s++) {
			unsigned char c = *s;
			if (isdigit(c))
				d = c - '0';
			else if (base == 16 && isxdigit(c))
				d = (c | 0x20) - 'a' + 10;
			else
				break;
			if (d >= base)
				return INADDR_NONE;
			v = v * base + d;
			if (v > 0xff)
				return INADDR_NONE;
			digits++;
		}
		if (!digits)
			return INADDR_NONE;
		r = r << 8 | v;
		n++;
		if (*s != '.')
			break;
		if (n == 4)
			return INADDR_NONE;
		s++;
	}
	if (*s && !isspace((unsigned char)*s))
		return INADDR_NONE;
	return r;
}
