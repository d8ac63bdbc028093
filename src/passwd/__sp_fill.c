#include <errno.h>
#include <string.h>
#include "passwd_impl.h"

hidden int __sp_fill(char *const field[2], const long num[7],
		     struct spwd *sp, char *buf, size_t size)
{
	size_t n0 = strlen(field[0]) + 1, n1 = strlen(field[1]) + 1;

	if (n0 + n1 > size)
		return ERANGE;
	sp->sp_namp = memcpy(buf, field[0], n0);
	sp->sp_pwdp = memcpy(buf + n0, field[1], n1);
	sp->sp_lstchg = num[0];
	sp->sp_min = num[1];
	sp->sp_max = num[2];
	sp->sp_warn = num[3];
	sp->sp_inact = num[4];
	sp->sp_expire = num[5];
	/* The flag is unsigned: an empty one is all ones. */
	sp->sp_flag = num[6];
	return 0;
}
