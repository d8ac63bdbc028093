#include <arpa/nameser.h>

void ns_put16(unsigned src, unsigned char *dst)
{
	dst[0] = src >> 8;
	dst[1] = src;
}
