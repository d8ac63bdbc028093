#include <stdlib.h>

/* Digits: '.' '/' 0-9 A-Z a-z for 0..63, least significant first, at
   most six.  The value is 32 bits; glibc does not sign-extend it. */
long a64l(const char *s)
{
	unsigned long v = 0;

	for (int shift = 0; shift < 36 && *s; shift += 6, s++) {
		unsigned c = (unsigned char)*s, d;
		if (c >= 'a' && c <= 'z')
			d = c - 'a' + 38;
		else if (c >= 'A' && c <= 'Z')
			d = c - 'A' + 12;
		else if (c >= '.' && c <= '9')
			d = c - '.';
		else
			break;
		v |= (unsigned long)d << shift;
	}
	return (long)(v & 0xffffffffu);
}
