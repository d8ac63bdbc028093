#include <errno.h>
#include <gshadow.h>
#include "passwd_impl.h"

/* The next entry of /etc/gshadow in static storage shared with getsgnam;
   null at the end (errno untouched) or on failure (errno set). */
struct sgrp *getsgent(void)
{
	struct sgrp *res;
	int e = getsgent_r(&__sg_static, __sg_static_buf, sizeof __sg_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
