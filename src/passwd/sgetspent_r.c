#include <errno.h>
#include <shadow.h>
#include <string.h>
#include "passwd_impl.h"

/* s is copied into buf and split there (a final newline dropped):
   0, ERANGE when it does not fit, EINVAL when it is not an entry. */
int sgetspent_r(const char *s, struct spwd *sp, char *buf, size_t size,
		struct spwd **result)
{
	size_t n = strlen(s) + 1;
	char *field[2];
	long num[7];

	*result = 0;
	if (n > size)
		return ERANGE;
	memmove(buf, s, n);
	if (n > 1 && buf[n - 2] == '\n')
		buf[n - 2] = 0;
	if (__sp_parse(buf, field, num))
		return EINVAL;
	/* The fields stay where they are in buf. */
	sp->sp_namp = field[0];
	sp->sp_pwdp = field[1];
	sp->sp_lstchg = num[0];
	sp->sp_min = num[1];
	sp->sp_max = num[2];
	sp->sp_warn = num[3];
	sp->sp_inact = num[4];
	sp->sp_expire = num[5];
	sp->sp_flag = num[6];
	*result = sp;
	return 0;
}
