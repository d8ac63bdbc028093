#include <string.h>
#include "resolv.h"

/* Header (id, RD set, one question), the name as labels, type, class IN.
   A trailing dot is the root's empty label, allowed once at the end. */
hidden int __dns_query(unsigned char *q, const char *name, int type, unsigned id)
{
	size_t len = strlen(name), i, start;
	unsigned char *p;

	if (len && name[len - 1] == '.')
		len--;
	if (!len || len > 253)
		return -1;
	memset(q, 0, 12);
	q[0] = id >> 8;
	q[1] = id;
	q[2] = 0x01;          /* recursion desired */
	q[5] = 1;             /* QDCOUNT */
	p = q + 12;
	for (start = 0; start <= len; start = i + 1) {
		for (i = start; i < len && name[i] != '.'; i++)
			;
		if (i == start || i - start > 63)
			return -1;
		*p++ = i - start;
		memcpy(p, name + start, i - start);
		p += i - start;
	}
	*p++ = 0;
	*p++ = type >> 8;
	*p++ = type;
	*p++ = 0;
	*p++ = 1;
	return p - q;
}
