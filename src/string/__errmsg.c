#include <errno.h>
#include <stddef.h>
#include "errlist.h"
#include "errmsg.h"

/*
 * The texts are the ones glibc prints, so that programs and their test
 * suites see the same messages under weft.  They live in one blob of
 * NUL-terminated strings in errno order, the two unused numbers (41, 58)
 * as empty strings: no pointers, no relocations and no index, so the
 * table costs only its text (printf links it for %m, and every byte of
 * read-only data counts in small static binaries).  Finding one is a scan
 * over at most ~3 KB: strerror is not on anyone's hot path.
 */
#define TEXT(num, text) text "\0"

static const char msgs[] = ERRORS(TEXT);

const char *__errmsg(int errnum)
{
	const char *p = msgs;

	if (errnum < 0)
		return 0;
	/* Skip errnum strings; the blob ends with an extra NUL (the array's). */
	for (; errnum; errnum--) {
		while (*p)
			p++;
		p++;
		if (p >= msgs + sizeof msgs - 1)
			return 0;
	}
	return *p ? p : 0;
}
