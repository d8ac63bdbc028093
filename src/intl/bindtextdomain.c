#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "intl_impl.h"
#include "lock.h"

/* A relative dirname is made absolute now (as glibc), so that a later
   chdir does not move the catalogs. */
char *bindtextdomain(const char *domain, const char *dirname)
{
	struct __intl_binding *b;
	char abs[PATH_MAX], *r = 0, *d;

	if (!domain || !*domain) {
		errno = EINVAL;
		return 0;
	}
	if (dirname && *dirname != '/' && *dirname) {
		if (!getcwd(abs, sizeof abs) ||
		    (size_t)snprintf(abs + strlen(abs), sizeof abs - strlen(abs), "/%s", dirname) >=
			    sizeof abs - strlen(abs))
			return 0;
		dirname = abs;
	}
	__lock(&__intl_lock);
	b = __intl_binding(domain, dirname != 0);
	if (!dirname) {
		r = b && b->dir ? b->dir : "/usr/share/locale";
	} else if (b && (d = __intl_keep(b->dir, dirname))) {
		r = b->dir = d;
	} else {
		errno = ENOMEM;
	}
	__unlock(&__intl_lock);
	return r;
}
