#include <errno.h>
#include "fts_impl.h"
#include "libc.h"

/* The children of the directory fts_read last returned (before the first
   fts_read: the roots), as a list linked by fts_link; the next fts_read
   walks that list.  0 with errno 0 when there are none, or with errno set
   on an error. */
FTSENT *fts_children(FTS *fts, int options)
{
	FTSENT *p = fts->cur;

	if (options && options != FTS_NAMEONLY) {
		errno = EINVAL;
		return 0;
	}
	errno = 0;
	if (fts->done)
		return 0;
	if (!p)
		return fts->root->__fts_kids;
	if (p->fts_info != FTS_D)
		return 0;
	__fts_free(fts->child);
	fts->child = __fts_build(fts, p, options == FTS_NAMEONLY, 0);
	fts->child_names = options == FTS_NAMEONLY;
	return fts->child;
}

/* The LFS64 name: FTS64 and FTSENT64 are FTS and FTSENT. */
weak_alias(fts_children, fts64_children);
