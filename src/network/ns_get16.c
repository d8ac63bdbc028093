#include <arpa/nameser.h>

unsigned ns_get16(const unsigned char *src)
{
	return (unsigned)src[0] << 8 | src[1];
}
