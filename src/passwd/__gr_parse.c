#include "passwd_impl.h"

/* name:password:gid:members, members separated by commas (maybe none). */
hidden int __gr_parse(char *line, char *field[4], gid_t *gid)
{
	if (line[0] == '+' || line[0] == '-' || !line[0])
		return -1;
	if (__split_fields(line, field, 4) != 4)
		return -1;
	return __parse_id(field[2], gid) ? -1 : 0;
}
