#include "resolv.h"

/* Any domain name written with printable characters only (non-printable
   bytes must come as \DDD escapes). */
int res_dnok(const char *dn)
{
	unsigned char w[NS_MAXCDNAME];

	if (!dn)
		return 0;
	for (const unsigned char *p = (const unsigned char *)dn; *p; p++)
		if (*p <= 0x20 || *p >= 0x7f)
			return 0;
	return __ns_pton(dn, w) > 0;
}
