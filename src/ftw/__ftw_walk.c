#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ftw_impl.h"

/*
 * Depth first, one open directory per level (nopenfd is only a hint to
 * implementations that must share descriptors; the kernel's limit is far
 * above any real depth).  Directories already on the path from the
 * start are not entered again, so a symbolic-link loop ends instead of
 * recursing forever.
 */

struct walk {
	int (*fn)(const char *, const struct stat *, int, struct FTW *);
	int (*oldfn)(const char *, const struct stat *, int);
	int flags;
	dev_t dev;
	char path[PATH_MAX];
};

struct chain {
	const struct chain *up;
	dev_t dev;
	ino_t ino;
};

static int call(struct walk *w, const struct stat *st, int type, int base, int level)
{
	struct FTW f = { base, level };

	/* ftw's callers know only the types before FTW_SL */
	if (w->oldfn)
		return w->oldfn(w->path, st, type == FTW_SLN ? FTW_NS : type);
	return w->fn(w->path, st, type, &f);
}

/* What a result r of the function makes of the walk: nonzero ends it
   (passed up), except that with FTW_ACTIONRETVAL only FTW_STOP ends it
   and FTW_SKIP_SIBLINGS is passed up one level. */
static int outcome(const struct walk *w, int r)
{
	if (!(w->flags & FTW_ACTIONRETVAL))
		return r;
	return r == FTW_STOP || r == FTW_SKIP_SIBLINGS ? r : 0;
}

static int visit(struct walk *w, size_t len, int base, int level, const struct chain *up)
{
	struct stat st;
	int type, r, follow = !(w->flags & FTW_PHYS);

	if ((follow ? stat : lstat)(w->path, &st)) {
		if (follow && errno == ENOENT && !lstat(w->path, &st) && S_ISLNK(st.st_mode))
			type = FTW_SLN;
		else if (level == 0)
			return -1;  /* the start itself: errno says why */
		else
			return outcome(w, call(w, &st, FTW_NS, base, level));
	} else if (S_ISLNK(st.st_mode)) {
		type = FTW_SL;
	} else if (S_ISDIR(st.st_mode)) {
		type = FTW_D;
	} else {
		type = FTW_F;
	}
	if (level == 0)
		w->dev = st.st_dev;
	if ((w->flags & FTW_MOUNT) && st.st_dev != w->dev)
		return 0;
	if (type != FTW_D) {
		return outcome(w, call(w, &st, type, base, level));
	}

	for (const struct chain *c = up; c; c = c->up)
		if (c->dev == st.st_dev && c->ino == st.st_ino)
			return 0;
	DIR *d = opendir(w->path);
	if (!d) {
		return outcome(w, call(w, &st, FTW_DNR, base, level));
	}
	if (!(w->flags & FTW_DEPTH)) {
		r = call(w, &st, FTW_D, base, level);
		if (outcome(w, r) || ((w->flags & FTW_ACTIONRETVAL) && r == FTW_SKIP_SUBTREE)) {
			closedir(d);
			return outcome(w, r);
		}
	}

	struct chain here = { up, st.st_dev, st.st_ino };
	int cwd = -1;
	if (w->flags & FTW_CHDIR) {
		cwd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (cwd < 0 || fchdir(dirfd(d))) {
			if (cwd >= 0)
				close(cwd);
			closedir(d);
			return -1;
		}
	}
	struct dirent *e;
	r = 0;
	while ((e = readdir(d))) {
		const char *n = e->d_name;
		size_t nlen = strlen(n);
		if (n[0] == '.' && (!n[1] || (n[1] == '.' && !n[2])))
			continue;
		if (len + 1 + nlen >= sizeof w->path) {
			errno = ENAMETOOLONG;
			r = -1;
			break;
		}
		size_t at = len;
		if (!len || w->path[len - 1] != '/')
			w->path[at++] = '/';
		memcpy(w->path + at, n, nlen + 1);
		r = visit(w, at + nlen, (int)at, level + 1, &here);
		w->path[len] = 0;
		if ((w->flags & FTW_ACTIONRETVAL) && r == FTW_SKIP_SIBLINGS) {
			r = 0;
			break;
		}
		if (r)
			break;
	}
	closedir(d);
	if (cwd >= 0) {
		if (fchdir(cwd) && !r)
			r = -1;
		close(cwd);
	}
	if (!r && (w->flags & FTW_DEPTH)) {
		r = outcome(w, call(w, &st, FTW_DP, base, level));
	}
	return r;
}

hidden int __ftw_walk(const char *path,
		      int (*fn)(const char *, const struct stat *, int, struct FTW *),
		      int (*oldfn)(const char *, const struct stat *, int), int flags)
{
	struct walk w = { fn, oldfn, flags, 0, { 0 } };
	size_t len = strlen(path), base;

	if (!len) {
		errno = ENOENT;
		return -1;
	}
	if (len >= sizeof w.path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	/* "dir/" is reported as "dir", as glibc does */
	while (len > 1 && path[len - 1] == '/')
		len--;
	memcpy(w.path, path, len);
	w.path[len] = 0;
	base = len;
	while (base > 0 && w.path[base - 1] != '/')
		base--;
	return visit(&w, len, (int)base, 0, 0);
}
