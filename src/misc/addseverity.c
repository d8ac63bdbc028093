#define _DEFAULT_SOURCE
#include <fmtmsg.h>
#include <stdlib.h>
#include <string.h>
#include "fmtmsg_impl.h"
#include "lock.h"

/* Makes fmtmsg accept severity level (above MM_INFO: the standard ones
   cannot be changed) and print string for it; a null string takes the
   level away again.  MM_OK, or MM_NOTOK for a standard level, removing a
   level never added, or no memory. */
int addseverity(int level, const char *string)
{
	struct __severity *add = 0, *old, **p;

	if (level <= MM_INFO)
		return MM_NOTOK;
	if (string) {
		size_t n = strlen(string) + 1;
		add = malloc(sizeof *add + n);
		if (!add)
			return MM_NOTOK;
		add->level = level;
		memcpy(add->name, string, n);
	}
	__lock(&__severity_lock);
	for (p = &__severities; *p && (*p)->level != level; p = &(*p)->next)
		;
	old = *p;
	if (add) {
		add->next = old ? old->next : 0;
		*p = add;
	} else if (old) {
		*p = old->next;
	}
	__unlock(&__severity_lock);
	free(old);
	return add || old ? MM_OK : MM_NOTOK;
}
