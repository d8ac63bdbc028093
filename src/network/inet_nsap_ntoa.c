#include <arpa/inet.h>

/* Room for 255 bytes as the NSAP form writes them. */
static char nsap_static[255 * 3 + 1];

/* Upper-case hex, a dot after the first byte and after every second one
   from there ("47.0005.80FF"); at most 255 bytes.  Into buf, or a static
   buffer when buf is null. */
char *inet_nsap_ntoa(int len, const unsigned char *cp, char *buf)
{
	static const char digits[] = "0123456789ABCDEF";
	char *out = buf ? buf : nsap_static, *p = out;

	if (len > 255)
		len = 255;
	for (int i = 0; i < len; i++) {
		*p++ = digits[cp[i] >> 4];
		*p++ = digits[cp[i] & 15];
		if (i % 2 == 0 && i + 1 < len)
			*p++ = '.';
	}
	*p = 0;
	return out;
}
