#include <errno.h>
#include <string.h>
#include "fmtmsg_impl.h"
#include "lock.h"

/* Here rather than in addseverity.c so that fmtmsg, which must look,
   does not bring addseverity in. */
hidden struct __severity *__severities;
LOCK_DEFINE(hidden, __severity_lock, LOCK_LEVEL_STATE);

/* A copy, because addseverity may replace or free the entry as soon as
   the lock is released, while fmtmsg is still writing. */
hidden char *__severity_name(int level)
{
	struct __severity *s;
	char *copy = 0;

	__lock(&__severity_lock);
	for (s = __severities; s && s->level != level; s = s->next)
		;
	if (s)
		copy = strdup(s->name);
	__unlock(&__severity_lock);
	if (!s)
		errno = ESRCH;
	return copy;
}
