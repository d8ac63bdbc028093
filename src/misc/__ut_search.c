#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include "utmp_impl.h"

hidden int __ut_id_match(const struct utmpx *key, const struct utmpx *rec)
{
	switch (key->ut_type) {
	case RUN_LVL: case BOOT_TIME: case NEW_TIME: case OLD_TIME:
		return rec->ut_type == key->ut_type;
	}
	return rec->ut_type >= INIT_PROCESS && rec->ut_type <= DEAD_PROCESS &&
		!strncmp(rec->ut_id, key->ut_id, sizeof rec->ut_id);
}

hidden struct utmpx *__ut_search(const void *key, int line)
{
	struct utmpx k;
	int r;

	/* key may be the record the reads overwrite, or a struct utmp */
	memcpy(&k, key, sizeof k);
	if (!line && (k.ut_type < RUN_LVL || k.ut_type > DEAD_PROCESS)) {
		errno = EINVAL;
		return 0;
	}
	while ((r = __ut_next()) > 0) {
		const struct utmpx *u = &__utmp.rec.x;
		if (line ? (u->ut_type == LOGIN_PROCESS || u->ut_type == USER_PROCESS) &&
			   !strncmp(u->ut_line, k.ut_line, sizeof u->ut_line)
			 : __ut_id_match(&k, u))
			return &__utmp.rec.x;
	}
	if (!r)
		errno = ESRCH;
	return 0;
}
