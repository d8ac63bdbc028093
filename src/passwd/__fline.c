#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "passwd_impl.h"

hidden char *__fline(FILE *f, char *line, int *err)
{
	size_t n;
	int c;

	while (fgets(line, __LINE_BUF, f)) {
		n = strlen(line);
		if (n && line[n - 1] == '\n') {
			line[n - 1] = 0;
			return line;
		}
		if (feof(f))
			return line;
		/* Longer than the buffer: drop the rest of it too. */
		while ((c = getc(f)) != EOF && c != '\n')
			;
	}
	if (ferror(f))
		*err = errno ? errno : EIO;
	return 0;
}
