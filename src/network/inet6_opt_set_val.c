#define _GNU_SOURCE
#include <string.h>
#include <netinet/in.h>

/* Copies a value into an option's data at offset; the offset after it. */
int inet6_opt_set_val(void *databuf, int offset, void *val, socklen_t vallen)
{
	memcpy((unsigned char *)databuf + offset, val, vallen);
	return offset + vallen;
}
