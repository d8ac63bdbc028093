#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "fts_impl.h"
#include "libc.h"

/* Starts a walk of the trees rooted at the paths (a null-terminated
   array); the roots are stat'ed now and sorted with compar if given.
   0 with errno: EINVAL (unknown option), ENOENT (an empty path), ENOMEM. */
FTS *fts_open(char *const *paths, int options,
	      int (*compar)(const FTSENT **, const FTSENT **))
{
	FTS *fts;
	FTSENT **tail, *e;

	if (options & ~FTS_OPTIONMASK) {
		errno = EINVAL;
		return 0;
	}
	fts = calloc(1, sizeof *fts);
	if (!fts)
		return 0;
	fts->options = options | FTS_NOCHDIR;
	fts->compar = compar;
	fts->root = __fts_alloc(0, "", 0, 1);
	if (!fts->root)
		goto fail;
	fts->root->fts_level = FTS_ROOTPARENTLEVEL;
	tail = &fts->root->__fts_kids;
	for (; *paths; paths++) {
		size_t len = strlen(*paths);
		if (!len) {
			errno = ENOENT;
			goto fail;
		}
		e = __fts_alloc(fts->root, *paths, len, 1);
		if (!e)
			goto fail;
		*tail = e;
		tail = &e->fts_link;
		e->fts_level = FTS_ROOTLEVEL;
		e->fts_info = __fts_stat(fts, e, options & (FTS_LOGICAL | FTS_COMFOLLOW));
	}
	fts->root->__fts_kids = __fts_sort(fts, fts->root->__fts_kids);
	return fts;
fail:
	if (fts->root)
		__fts_free(fts->root);
	free(fts);
	return 0;
}

/* The LFS64 name: FTS64 and FTSENT64 are FTS and FTSENT. */
weak_alias(fts_open, fts64_open);
