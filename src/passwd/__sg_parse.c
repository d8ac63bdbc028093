#include "passwd_impl.h"

/* As glibc reads them, fields missing at the end are empty and the
   member list runs to the end of the line (a ':' in it is kept).  An
   empty line is not an entry (a NIS line, +name or -name, is read as
   one, as glibc does for this file). */
hidden int __sg_parse(char *line, char *field[4])
{
	int n;

	if (!line[0])
		return -1;
	n = __split_fields(line, field, 4);
	if (n > 4)
		n = 4;
	while (n < 4)
		field[n++] = (char *)"";
	return 0;
}
