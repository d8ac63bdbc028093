/* /etc/aliases for the getalias* functions. */
#ifndef _WEFT_ALIAS_IMPL_H
#define _WEFT_ALIAS_IMPL_H

#include <aliases.h>
#include "passwd_impl.h"

/* The next entry of f, its continuation lines joined with commas, into
   ent (__LINE_BUF bytes): 1, or 0 at the end. */
hidden int __alias_next(struct __lines *f, char *ent);

/* An entry laid out in buf as struct aliasent wants it: 0, ERANGE when
   buf is too small, or ENOENT for an entry that is no alias (no colon,
   no members).  ent is cut apart in place. */
hidden int __alias_fill(char *ent, struct aliasent *a, char *buf, size_t size);

/* Whether an entry (as __alias_next gives it) is name's, ignoring case. */
hidden int __alias_is(const char *ent, const char *name);

/* getaliasent's file and the entry a too small buffer left over. */
extern hidden struct __lines __aliasent_file;
extern hidden int __aliasent_open, __aliasent_held;
extern hidden char __aliasent_pending[__LINE_BUF];

#endif
