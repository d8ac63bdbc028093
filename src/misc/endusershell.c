#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "libc.h"

extern hidden FILE *__shells_file;
extern hidden char *__shells_line;
extern hidden size_t __shells_cap;
extern hidden int __shells_next;

/* Closes /etc/shells; the next getusershell starts over. */
void endusershell(void)
{
	if (__shells_file)
		fclose(__shells_file);
	__shells_file = 0;
	free(__shells_line);
	__shells_line = 0;
	__shells_cap = 0;
	__shells_next = -1;
}
