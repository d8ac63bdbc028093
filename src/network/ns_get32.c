#include <arpa/nameser.h>

unsigned long ns_get32(const unsigned char *src)
{
	return (unsigned long)src[0] << 24 | (unsigned long)src[1] << 16 |
	       (unsigned long)src[2] << 8 | src[3];
}
