#include <string.h>
#include "resolv.h"

/* The name as given first when it has at least ndots dots, then with
   each search domain, then as given if not tried yet; a trailing dot
   means the name alone.  The error reported is the most telling one met:
   a name that exists without this type (NO_DATA) over a failed server
   (TRY_AGAIN) over a name that does not exist. */
int res_search(const char *dname, int cls, int type, unsigned char *answer, int anslen)
{
	char full[NS_MAXDNAME];
	int dots = 0, tried = 0, nodata = 0, again = 0, r, i;
	size_t len;
	const char *p;

	if (!dname) {
		h_errno = NO_RECOVERY;
		return -1;
	}
	if (!(_res.options & RES_INIT))
		res_init();
	len = strlen(dname);
	for (p = dname; *p; p++)
		dots += *p == '.';
	if (len && dname[len - 1] == '.')
		return res_query(dname, cls, type, answer, anslen);

#define NOTE() do { \
	if (h_errno == NO_DATA) nodata = 1; \
	else if (h_errno == TRY_AGAIN) again = 1; \
	else if (h_errno != HOST_NOT_FOUND) return -1; \
} while (0)

	if (dots >= (int)_res.ndots) {
		if ((r = res_query(dname, cls, type, answer, anslen)) >= 0)
			return r;
		tried = 1;
		NOTE();
	}
	if (_res.options & RES_DNSRCH) {
		for (i = 0; i < MAXDNSRCH && _res.dnsrch[i]; i++) {
			size_t dl = strlen(_res.dnsrch[i]);
			if (len + 1 + dl >= sizeof full)
				continue;
			memcpy(full, dname, len);
			full[len] = '.';
			memcpy(full + len + 1, _res.dnsrch[i], dl + 1);
			if ((r = res_query(full, cls, type, answer, anslen)) >= 0)
				return r;
			NOTE();
		}
	}
	if (!tried) {
		if ((r = res_query(dname, cls, type, answer, anslen)) >= 0)
			return r;
		NOTE();
	}
	h_errno = nodata ? NO_DATA : again ? TRY_AGAIN : HOST_NOT_FOUND;
	return -1;
}
