#include <errno.h>
#include <gshadow.h>
#include "passwd_impl.h"

/* Shares getsgnam's static storage. */
struct sgrp *fgetsgent(FILE *f)
{
	struct sgrp *res;
	int e = fgetsgent_r(f, &__sg_static, __sg_static_buf, sizeof __sg_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
