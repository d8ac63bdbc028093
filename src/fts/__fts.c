/* What fts_open, fts_read and fts_children share: entries, stat, reading a
   directory.  See fts_impl.h and docs/fts.md. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "fts_impl.h"

_Static_assert(sizeof(struct stat) % _Alignof(FTSENT) == 0, "entry after its stat");

/* One allocation: the stat buffer, the entry, then the path (the name is
   its tail, except for a root, whose name is the whole path). */
hidden FTSENT *__fts_alloc(FTSENT *parent, const char *name, size_t len, int root)
{
	size_t plen = 0, total;
	struct stat *st;
	FTSENT *e;
	char *path;

	if (!root) {
		plen = parent->fts_pathlen;
		/* "/" and "dir/" take no second slash */
		if (plen && parent->fts_path[plen - 1] == '/')
			plen--;
		plen++;
	}
	total = plen + len;
	if (total >= 0xffff) {
		errno = ENAMETOOLONG;
		return 0;
	}
	st = calloc(1, sizeof *st + sizeof *e + total + 1);
	if (!st)
		return 0;
	e = (FTSENT *)(st + 1);
	path = (char *)(e + 1);
	if (!root) {
		memcpy(path, parent->fts_path, plen - 1);
		path[plen - 1] = '/';
	}
	memcpy(path + plen, name, len);
	path[total] = 0;
	e->fts_statp = st;
	e->fts_path = e->fts_accpath = path;
	e->fts_pathlen = total;
	e->fts_name = path + plen;
	e->fts_namelen = len;
	e->fts_parent = parent;
	e->fts_level = parent ? parent->fts_level + 1 : FTS_ROOTLEVEL;
	e->fts_instr = FTS_NOINSTR;
	e->fts_info = FTS_INIT;
	return e;
}

hidden int __fts_stat(FTS *fts, FTSENT *e, int follow)
{
	struct stat *st = e->fts_statp;
	int r;

	(void)fts;
	e->fts_errno = 0;
	if (follow) {
		r = stat(e->fts_accpath, st);
		/* a link to nothing (or to a loop of links) is still a link */
		if (r && !lstat(e->fts_accpath, st) && S_ISLNK(st->st_mode)) {
			errno = 0;
			goto got;
		}
	} else {
		r = lstat(e->fts_accpath, st);
	}
	if (r) {
		e->fts_errno = errno;
		memset(st, 0, sizeof *st);
		return FTS_NS;
	}
got:
	e->fts_dev = st->st_dev;
	e->fts_ino = st->st_ino;
	e->fts_nlink = st->st_nlink;
	e->fts_cycle = 0;
	if (follow)
		e->fts_flags |= FTS_SYMFOLLOW;
	if (S_ISLNK(st->st_mode))
		return follow ? FTS_SLNONE : FTS_SL;
	if (S_ISREG(st->st_mode))
		return FTS_F;
	if (!S_ISDIR(st->st_mode))
		return FTS_DEFAULT;
	if (e->fts_level > FTS_ROOTLEVEL && e->fts_name[0] == '.' &&
	    (!e->fts_name[1] || (e->fts_name[1] == '.' && !e->fts_name[2])))
		return FTS_DOT;
	for (FTSENT *a = e->fts_parent; a && a->fts_level >= FTS_ROOTLEVEL; a = a->fts_parent)
		if (a->fts_ino == e->fts_ino && a->fts_dev == e->fts_dev) {
			e->fts_cycle = a;
			return FTS_DC;
		}
	return FTS_D;
}

hidden void __fts_free(FTSENT *list)
{
	while (list) {
		FTSENT *next = list->fts_link;
		__fts_free(list->__fts_kids);
		free(list->fts_statp);
		list = next;
	}
}

/* Merge sort of a sibling list with the caller's compar (stable). */
hidden FTSENT *__fts_sort(FTS *fts, FTSENT *list)
{
	FTSENT *a, *b, *slow, *fast, **tail;

	if (!fts->compar || !list || !list->fts_link)
		return list;
	slow = list;
	for (fast = list->fts_link; fast && fast->fts_link; fast = fast->fts_link->fts_link)
		slow = slow->fts_link;
	b = slow->fts_link;
	slow->fts_link = 0;
	a = __fts_sort(fts, list);
	b = __fts_sort(fts, b);
	tail = &list;
	while (a && b) {
		const FTSENT *x = a, *y = b;
		if (fts->compar(&y, &x) < 0) {
			*tail = b;
			b = b->fts_link;
		} else {
			*tail = a;
			a = a->fts_link;
		}
		tail = &(*tail)->fts_link;
	}
	*tail = a ? a : b;
	return list;
}

hidden FTSENT *__fts_build(FTS *fts, FTSENT *d, int names_only, int reading)
{
	FTSENT *list = 0, **tail = &list, *e;
	struct dirent *de;
	DIR *dir;
	int err = 0;

	dir = opendir(d->fts_accpath);
	if (!dir) {
		if (reading) {
			d->fts_info = FTS_DNR;
			d->fts_errno = errno;
		}
		return 0;
	}
	for (;;) {
		errno = 0;
		de = readdir(dir);
		if (!de) {
			err = errno;
			break;
		}
		const char *n = de->d_name;
		if (n[0] == '.' && (!n[1] || (n[1] == '.' && !n[2])) &&
		    !(fts->options & FTS_SEEDOT))
			continue;
		e = __fts_alloc(d, n, strlen(n), 0);
		if (!e) {
			err = errno;
			break;
		}
		*tail = e;
		tail = &e->fts_link;
		if (names_only) {
			e->fts_info = FTS_NSOK;
		} else if ((fts->options & FTS_NOSTAT) && de->d_type != DT_UNKNOWN &&
			   de->d_type != DT_DIR &&
			   !(de->d_type == DT_LNK && (fts->options & FTS_LOGICAL))) {
			/* not a directory: the type from the directory entry */
			e->fts_info = FTS_NSOK;
			e->fts_statp->st_mode = DTTOIF(de->d_type);
		} else {
			e->fts_info = __fts_stat(fts, e, fts->options & FTS_LOGICAL);
		}
	}
	closedir(dir);
	if (err && err != ENOENT) {
		/* a failure part way: what was read is walked, the directory
		   reports the error */
		if (reading) {
			d->fts_info = list ? d->fts_info : FTS_ERR;
			d->fts_errno = err;
		}
		if (!list)
			errno = err;
	}
	if (!list) {
		if (reading && !err)
			d->fts_info = FTS_DP;
		if (!err)
			errno = 0;
		return 0;
	}
	return __fts_sort(fts, list);
}
