#include <errno.h>
#include <gshadow.h>
#include <stdio.h>
#include "passwd_impl.h"

/* The next entry of f: 0, ENOENT at the end of the stream, ERANGE when
   buf is too small (f is put back before the entry when it can seek, so
   a retry with a bigger buffer reads it) or a read error. */
int fgetsgent_r(FILE *f, struct sgrp *sg, char *buf, size_t size,
		struct sgrp **result)
{
	char line[__LINE_BUF], *field[4];
	off_t at = ftello(f);
	int e = 0;

	*result = 0;
	while (__fline(f, line, &e)) {
		if (__sg_parse(line, field)) {
			at = ftello(f);
			continue;
		}
		e = __sg_fill(field, sg, buf, size);
		if (e) {
			if (at >= 0)
				fseeko(f, at, SEEK_SET);
			return e;
		}
		*result = sg;
		return 0;
	}
	return e ? e : ENOENT;
}
