#include <errno.h>
#include <gshadow.h>
#include "passwd_impl.h"

/* Shares getsgnam's static storage. */
struct sgrp *sgetsgent(const char *s)
{
	struct sgrp *res;
	int e = sgetsgent_r(s, &__sg_static, __sg_static_buf, sizeof __sg_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
