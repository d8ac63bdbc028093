#include "passwd_impl.h"

/* name:password:uid:gid:gecos:dir:shell.  NIS compatibility lines
   (+name, -name) and lines with a bad id are not entries. */
hidden int __pw_parse(char *line, char *field[7], uid_t *uid, gid_t *gid)
{
	if (line[0] == '+' || line[0] == '-' || !line[0])
		return -1;
	if (__split_fields(line, field, 7) != 7)
		return -1;
	if (__parse_id(field[2], uid) || __parse_id(field[3], gid))
		return -1;
	return 0;
}
