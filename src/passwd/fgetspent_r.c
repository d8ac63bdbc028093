#include <errno.h>
#include <shadow.h>
#include <stdio.h>
#include "passwd_impl.h"

/* The next entry of f: 0, ENOENT at the end of the stream, ERANGE when
   buf is too small (f is put back before the entry when it can seek, so
   a retry with a bigger buffer reads it) or a read error. */
int fgetspent_r(FILE *f, struct spwd *sp, char *buf, size_t size,
		struct spwd **result)
{
	char line[__LINE_BUF], *field[2];
	long num[7];
	off_t at = ftello(f);
	int e = 0;

	*result = 0;
	while (__fline(f, line, &e)) {
		if (__sp_parse(line, field, num)) {
			at = ftello(f);
			continue;
		}
		e = __sp_fill(field, num, sp, buf, size);
		if (e) {
			if (at >= 0)
				fseeko(f, at, SEEK_SET);
			return e;
		}
		*result = sp;
		return 0;
	}
	return e ? e : ENOENT;
}
