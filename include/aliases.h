/* Mail aliases (glibc's <aliases.h>): the entries of /etc/aliases,
   "name: member, member, ...", continued on lines that start with a
   blank. */
#ifndef _ALIASES_H
#define _ALIASES_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

struct aliasent {
	char *alias_name;
	size_t alias_members_len;
	char **alias_members;
	int alias_local;
};

void setaliasent(void);
void endaliasent(void);
struct aliasent *getaliasent(void);
int getaliasent_r(struct aliasent *__weft_restrict result, char *__weft_restrict buffer,
		  size_t buflen, struct aliasent **__weft_restrict res);
struct aliasent *getaliasbyname(const char *name);
int getaliasbyname_r(const char *__weft_restrict name, struct aliasent *__weft_restrict result,
		     char *__weft_restrict buffer, size_t buflen,
		     struct aliasent **__weft_restrict res);

__WEFT_END

#endif
