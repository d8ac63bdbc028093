#include <errno.h>
#include "fts_impl.h"
#include "libc.h"

/* Tells the next fts_read what to do with ent: FTS_AGAIN, FTS_FOLLOW,
   FTS_SKIP or FTS_NOINSTR.  0, or 1 with errno EINVAL. */
int fts_set(FTS *fts, FTSENT *ent, int instr)
{
	(void)fts;
	if (!ent || (instr != FTS_AGAIN && instr != FTS_FOLLOW &&
		     instr != FTS_NOINSTR && instr != FTS_SKIP)) {
		errno = EINVAL;
		return 1;
	}
	ent->fts_instr = instr;
	return 0;
}

/* The LFS64 name: FTS64 and FTSENT64 are FTS and FTSENT. */
weak_alias(fts_set, fts64_set);
