#include <string.h>
#include "resolv.h"

/* The first PTR record of the answer section (its owner is trusted to be
   the question's: the exchange checked the question). */
hidden int __dns_ptr(const unsigned char *msg, int len, char out[__RES_NAMELEN])
{
	char tmp[__RES_NAMELEN];
	int off = 12, qd, an, l;

	if (len < 12)
		return -1;
	qd = msg[4] << 8 | msg[5];
	an = msg[6] << 8 | msg[7];
	while (qd--) {
		l = __dns_name(msg, len, msg + off, tmp);
		if (l < 0 || off + l + 4 > len)
			return -1;
		off += l + 4;
	}
	while (an--) {
		int t, rdlen;
		l = __dns_name(msg, len, msg + off, tmp);
		if (l < 0 || off + l + 10 > len)
			return -1;
		off += l;
		t = msg[off] << 8 | msg[off + 1];
		rdlen = msg[off + 8] << 8 | msg[off + 9];
		off += 10;
		if (off + rdlen > len)
			return -1;
		if (t == 12) {
			l = __dns_name(msg, len, msg + off, out);
			return l < 0 || l > rdlen ? -1 : 1;
		}
		off += rdlen;
	}
	return 0;
}
