#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "libc.h"

/* State shared with setusershell/endusershell: the open /etc/shells, the
   line buffer, and the position in the default list used when the file
   cannot be opened (-1: not started). */
hidden FILE *__shells_file;
hidden char *__shells_line;
hidden size_t __shells_cap;
hidden int __shells_next = -1;

static const char *const default_shells[] = { "/bin/sh", "/bin/csh", 0 };

/* The next entry of /etc/shells: in each line, the word that starts at
   the first '/'; lines with '#' or nothing before a '/' are skipped. */
char *getusershell(void)
{
	char *p, *e;

	if (__shells_next < 0) {
		__shells_file = fopen("/etc/shells", "re");
		__shells_next = 0;
	}
	if (!__shells_file) {
		p = (char *)default_shells[__shells_next];
		if (p)
			__shells_next++;
		return p;
	}
	while (getline(&__shells_line, &__shells_cap, __shells_file) >= 0) {
		for (p = __shells_line; *p && *p != '#' && *p != '/'; p++)
			;
		if (*p != '/')
			continue;
		for (e = p; *e && *e != '#' && *e != ' ' && *e != '\t' && *e != '\n'; e++)
			;
		*e = 0;
		return p;
	}
	return 0;
}
