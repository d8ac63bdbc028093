#include <errno.h>
#include <gshadow.h>
#include <string.h>
#include "passwd_impl.h"

/* The next entry of /etc/gshadow into sg and buf: 0, ENOENT after the
   last one, ERANGE when buf is too small (the same entry comes again on
   the next call) or another error number. */
int getsgent_r(struct sgrp *sg, char *buf, size_t size, struct sgrp **result)
{
	char *line, *field[4];
	size_t n;
	int e = 0;

	*result = 0;
	if (__sgent_file.fd < 0) {
		e = __lines_open(&__sgent_file, _PATH_GSHADOW);
		if (e)
			return e;
	}
	while ((line = __lines_next(&__sgent_file, &e))) {
		n = strlen(line);
		if (__sg_parse(line, field))
			continue;
		e = __sg_fill(field, sg, buf, size);
		if (e) {
			__lines_unread(&__sgent_file, line, n);
			return e;
		}
		*result = sg;
		return 0;
	}
	return e ? e : ENOENT;
}
