/* gettext's state (src/intl/): the text domain and the domains' bindings,
   guarded by __intl_lock; the catalogs found are kept for the life of the
   process. */
#ifndef _WEFT_INTL_IMPL_H
#define _WEFT_INTL_IMPL_H

#include <libintl.h>
#include "libc.h"

struct __intl_binding {
	struct __intl_binding *next;
	char *dir;       /* null: the default, /usr/share/locale */
	char *codeset;   /* null: the locale's (nl_langinfo(CODESET)) */
	char domain[];
};

hidden extern volatile int __intl_lock;
/* The current text domain; "messages" until textdomain changes it. */
hidden extern char *__intl_domain;
hidden extern struct __intl_binding *__intl_bindings;
/* GNU gettext's count of catalogs loaded (src/intl/__intl.c). */
extern int _nl_msg_cat_cntr;

/* Under the lock: domain's binding, made (with no directory or codeset)
   if create is set; null if it has none, or no memory. */
hidden struct __intl_binding *__intl_binding(const char *domain, int create);
/* A copy of s on the heap, kept for good, or the one kept already if it
   is the same: bindings and the domain are replaced, never freed, since
   callers may still hold the strings returned before. */
hidden char *__intl_keep(char *old, const char *s);

#endif
