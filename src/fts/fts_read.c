#include <errno.h>
#include "fts_impl.h"
#include "libc.h"

/* The next entry of the walk: a directory (FTS_D) before its contents and
   again (FTS_DP) after them, everything else once.  At the end 0 with
   errno 0; 0 with errno set on an error. */
FTSENT *fts_read(FTS *fts)
{
	FTSENT *p = fts->cur, *kids, *up;
	int instr;

	if (fts->done) {
		errno = 0;
		return 0;
	}
	if (!p) {
		p = fts->root->__fts_kids;
		goto visit;
	}
	instr = p->fts_instr;
	p->fts_instr = FTS_NOINSTR;
	if (instr == FTS_AGAIN) {
		p->fts_info = __fts_stat(fts, p, (fts->options & FTS_LOGICAL) ||
					 (p->fts_flags & FTS_SYMFOLLOW));
		return p;
	}
	if (instr == FTS_FOLLOW && (p->fts_info == FTS_SL || p->fts_info == FTS_SLNONE)) {
		p->fts_info = __fts_stat(fts, p, 1);
		return p;
	}
	if (p->fts_info == FTS_D) {
		kids = fts->child;
		fts->child = 0;
		if (instr == FTS_SKIP ||
		    ((fts->options & FTS_XDEV) && p->fts_dev != fts->rootdev)) {
			__fts_free(kids);
			p->fts_info = FTS_DP;
			return p;
		}
		if (fts->child_names) {
			__fts_free(kids);
			kids = 0;
		}
		if (!kids)
			kids = __fts_build(fts, p, 0, 1);
		/* empty (now FTS_DP), unreadable (FTS_DNR) or failed (FTS_ERR) */
		if (!kids)
			return p;
		p->__fts_kids = kids;
		p = kids;
		goto visit;
	}
next:
	if (p->fts_link) {
		p = p->fts_link;
		goto visit;
	}
	/* the last of its siblings: back to the directory */
	up = p->fts_parent;
	if (up->fts_level == FTS_ROOTPARENTLEVEL) {
		fts->done = 1;
		fts->cur = 0;
		errno = 0;
		return 0;
	}
	__fts_free(up->__fts_kids);
	up->__fts_kids = 0;
	up->fts_info = FTS_DP;
	fts->cur = up;
	return up;
visit:
	if (!p) {
		fts->done = 1;
		errno = 0;
		return 0;
	}
	if (p->fts_instr == FTS_SKIP) {
		p->fts_instr = FTS_NOINSTR;
		goto next;
	}
	if (p->fts_instr == FTS_FOLLOW) {
		p->fts_instr = FTS_NOINSTR;
		p->fts_info = __fts_stat(fts, p, 1);
	}
	if (p->fts_level == FTS_ROOTLEVEL)
		fts->rootdev = p->fts_dev;
	fts->cur = p;
	return p;
}

/* The LFS64 name: FTS64 and FTSENT64 are FTS and FTSENT. */
weak_alias(fts_read, fts64_read);
