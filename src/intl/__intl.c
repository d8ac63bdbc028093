#include <stdlib.h>
#include <string.h>
#include "intl_impl.h"
#include "lock.h"

LOCK_DEFINE(hidden, __intl_lock, LOCK_LEVEL_STATE);
hidden char *__intl_domain = "messages";
hidden struct __intl_binding *__intl_bindings;

/* GNU gettext's names for a count of catalogs loaded (programs compare it
   to know when translations they cached may have changed) and for the
   bindings; autoconf's test for "GNU gettext in libc" links them. */
int _nl_msg_cat_cntr;
struct __intl_binding **_nl_domain_bindings = &__intl_bindings;

struct __intl_binding *__intl_binding(const char *domain, int create)
{
	struct __intl_binding *b;
	size_t len = strlen(domain) + 1;

	for (b = __intl_bindings; b; b = b->next)
		if (!strcmp(b->domain, domain))
			return b;
	if (!create || !(b = calloc(1, sizeof *b + len)))
		return 0;
	memcpy(b->domain, domain, len);
	b->next = __intl_bindings;
	__intl_bindings = b;
	return b;
}

char *__intl_keep(char *old, const char *s)
{
	if (old && !strcmp(old, s))
		return old;
	return strdup(s);
}
