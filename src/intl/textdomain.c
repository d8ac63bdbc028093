#include <errno.h>
#include "intl_impl.h"
#include "lock.h"

/* NULL asks for the current domain; "" restores the default. */
char *textdomain(const char *domain)
{
	char *d;

	__lock(&__intl_lock);
	if (domain) {
		if (!(d = __intl_keep(__intl_domain, *domain ? domain : "messages"))) {
			__unlock(&__intl_lock);
			errno = ENOMEM;
			return 0;
		}
		__intl_domain = d;
	}
	d = __intl_domain;
	__unlock(&__intl_lock);
	return d;
}
