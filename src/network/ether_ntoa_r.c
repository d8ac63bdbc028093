#include <netinet/ether.h>

/* buf needs 18 bytes.  Each byte in lowercase hex without a leading
   zero, as glibc writes them: "0:1a:2b:3c:4d:5e". */
char *ether_ntoa_r(const struct ether_addr *addr, char *buf)
{
	static const char digits[] = "0123456789abcdef";
	char *p = buf;

	for (int i = 0; i < 6; i++) {
		unsigned v = addr->ether_addr_octet[i];
		if (i)
			*p++ = ':';
		if (v >= 16)
			*p++ = digits[v >> 4];
		*p++ = digits[v & 15];
	}
	*p = 0;
	return buf;
}
