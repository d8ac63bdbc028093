#include <arpa/nameser.h>

void ns_put32(unsigned long src, unsigned char *dst)
{
	dst[0] = src >> 24;
	dst[1] = src >> 16;
	dst[2] = src >> 8;
	dst[3] = src;
}
