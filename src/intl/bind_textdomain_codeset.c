#include <errno.h>
#include "intl_impl.h"
#include "lock.h"

/* NULL asks for the codeset set before (NULL: the locale's). */
char *bind_textdomain_codeset(const char *domain, const char *codeset)
{
	struct __intl_binding *b;
	char *r = 0, *c;

	if (!domain || !*domain) {
		errno = EINVAL;
		return 0;
	}
	__lock(&__intl_lock);
	b = __intl_binding(domain, codeset != 0);
	if (!codeset) {
		r = b ? b->codeset : 0;
	} else if (b && (c = __intl_keep(b->codeset, codeset))) {
		r = b->codeset = c;
	} else {
		errno = ENOMEM;
	}
	__unlock(&__intl_lock);
	return r;
}
