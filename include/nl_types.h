#ifndef _NL_TYPES_H
#define _NL_TYPES_H

#include <features.h>

#define NL_SETD 1
#define NL_CAT_LOCALE 1

typedef void *nl_catd;
typedef int nl_item;

__WEFT_BEGIN
nl_catd catopen(const char *name, int flag);
char *catgets(nl_catd catd, int set_id, int msg_id, const char *s);
int catclose(nl_catd catd);
__WEFT_END

#endif
