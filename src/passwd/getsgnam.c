#include <errno.h>
#include <gshadow.h>
#include "passwd_impl.h"

/* The result is in static storage shared with getsgent, overwritten by
   the next call.  A missing group is null with errno untouched. */
struct sgrp *getsgnam(const char *name)
{
	struct sgrp *res;
	int e = getsgnam_r(name, &__sg_static, __sg_static_buf, sizeof __sg_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
