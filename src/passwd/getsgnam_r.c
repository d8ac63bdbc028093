#include <errno.h>
#include <gshadow.h>
#include <string.h>
#include "passwd_impl.h"

/* Returns an error number (ERANGE: buf is too small; EACCES: the file is
   not readable by this user); a missing group is 0 with *result null. */
int getsgnam_r(const char *name, struct sgrp *sg, char *buf, size_t size,
	       struct sgrp **result)
{
	struct __lines r;
	char *line, *field[4];
	int e = __lines_open(&r, _PATH_GSHADOW);

	*result = 0;
	if (e)
		return e == ENOENT ? 0 : e;
	while ((line = __lines_next(&r, &e))) {
		if (__sg_parse(line, field) || strcmp(field[0], name))
			continue;
		e = __sg_fill(field, sg, buf, size);
		if (!e)
			*result = sg;
		break;
	}
	__lines_close(&r);
	return e;
}
