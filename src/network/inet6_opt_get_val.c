#define _GNU_SOURCE
#include <string.h>
#include <netinet/in.h>

/* Copies a value out of an option's data at offset; the offset after it. */
int inet6_opt_get_val(void *databuf, int offset, void *val, socklen_t vallen)
{
	memcpy(val, (unsigned char *)databuf + offset, vallen);
	return offset + vallen;
}
