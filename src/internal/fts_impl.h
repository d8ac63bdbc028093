#ifndef _WEFT_FTS_IMPL_H
#define _WEFT_FTS_IMPL_H

#include <fts.h>
#include "libc.h"

/*
 * weft's fts never changes directory (every mode behaves as FTS_NOCHDIR):
 * each entry carries its whole path and fts_accpath is that path, valid
 * from the caller's working directory.  Each directory keeps the list of
 * its children (__fts_kids) while they are walked; the list is freed when
 * the directory's FTS_DP is returned.
 */
struct __fts {
	FTSENT *cur;        /* last entry returned; 0 before the first */
	FTSENT *root;       /* the roots' parent (level -1); its kids: the roots */
	FTSENT *child;      /* fts_children's last list, for cur */
	int child_names;    /* that list has names only */
	int options;
	int done;
	dev_t rootdev;      /* FTS_XDEV: the current root's device */
	int (*compar)(const FTSENT **, const FTSENT **);
};

/* A new entry named name (len bytes) under parent, its path the
   parent's plus the name (for a root: the name alone); 0 with errno. */
hidden FTSENT *__fts_alloc(FTSENT *parent, const char *name, size_t len, int root);
/* stat (or lstat) e and return its fts_info. */
hidden int __fts_stat(FTS *fts, FTSENT *e, int follow);
/* The children of directory d, sorted; 0 if none (errno 0) or on error. */
hidden FTSENT *__fts_build(FTS *fts, FTSENT *d, int names_only, int reading);
/* Frees a sibling list and everything below it. */
hidden void __fts_free(FTSENT *list);
hidden FTSENT *__fts_sort(FTS *fts, FTSENT *list);

#endif
