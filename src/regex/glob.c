#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <glob.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "libc.h"

/*
 * The pattern is walked one '/'-separated component at a time.  A
 * component without wildcards is taken as written (a directory that may
 * not be listable but can be searched still works, as in the shell); one
 * with wildcards is matched by fnmatch against each entry of the
 * directory so far.  Results are collected apart and only joined to
 * *pglob at the end, so an earlier GLOB_APPEND result is never lost.
 */

struct found {
	char **v;
	size_t n, cap;
	int flags;
	int (*errfunc)(const char *, int);
	char path[PATH_MAX + NAME_MAX + 2];
};

enum { ABORT = -1, NOSPACE = -2 };

static int is_dir(const char *path)
{
	struct stat st;
	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

static int add(struct found *f, const char *path)
{
	size_t len = strlen(path);
	int mark = (f->flags & GLOB_MARK) && len && path[len - 1] != '/' && is_dir(path);
	char *copy;

	if ((f->flags & GLOB_ONLYDIR) && !is_dir(path))
		return 0;
	if (f->n == f->cap) {
		size_t cap = f->cap ? 2 * f->cap : 16;
		char **v = realloc(f->v, cap * sizeof *v);
		if (!v)
			return NOSPACE;
		f->v = v;
		f->cap = cap;
	}
	copy = malloc(len + mark + 1);
	if (!copy)
		return NOSPACE;
	memcpy(copy, path, len);
	if (mark)
		copy[len++] = '/';
	copy[len] = 0;
	f->v[f->n++] = copy;
	return 0;
}

/* Whether the n bytes at p hold an unescaped wildcard ('[' counts only
   with a ']' after it). */
static int has_magic(const char *p, size_t n, int noescape)
{
	for (size_t i = 0; i < n; i++) {
		if (p[i] == '\\' && !noescape && i + 1 < n)
			i++;
		else if (p[i] == '*' || p[i] == '?')
			return 1;
		else if (p[i] == '[' && memchr(p + i + 1, ']', n - i - 1))
			return 1;
	}
	return 0;
}

/* Appends n bytes of pattern at p to the path at len, backslashes
   removed; -1 if the path would be too long. */
static long put_literal(struct found *f, size_t len, const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (p[i] == '\\' && !(f->flags & GLOB_NOESCAPE) && i + 1 < n)
			i++;
		if (len + 1 >= sizeof f->path)
			return -1;
		f->path[len++] = p[i];
	}
	f->path[len] = 0;
	return (long)len;
}

/* A directory (f->path[0..len)) could not be read: the callback hears
   of it by the name the pattern gave it, without trailing slashes. */
static int failed(struct found *f, size_t len, int e)
{
	char saved = 0;
	int stop;

	while (len > 1 && f->path[len - 1] == '/')
		len--;
	saved = f->path[len];
	f->path[len] = 0;
	stop = (f->errfunc && f->errfunc(len ? f->path : ".", e)) || (f->flags & GLOB_ERR);
	f->path[len] = saved;
	return stop ? ABORT : 0;
}

/* Expands pat (what is left of the pattern) below f->path[0..len). */
static int walk(struct found *f, size_t len, const char *pat)
{
	for (;;) {
		size_t clen = strcspn(pat, "/"), slashes = strspn(pat + clen, "/");
		const char *rest = pat + clen + slashes;
		int noescape = f->flags & GLOB_NOESCAPE;

		if (!clen && !slashes) {
			/* the whole pattern was literal: does the path exist?
			   A trailing '/' asks for a directory. */
			struct stat st;
			if (!len || lstat(f->path, &st) ||
			    (f->path[len - 1] == '/' && !is_dir(f->path)))
				return 0;
			return add(f, f->path);
		}
		if (!has_magic(pat, clen, noescape)) {
			long l = put_literal(f, len, pat, clen + slashes);
			if (l < 0)
				return 0;
			len = (size_t)l;
			pat = rest;
			continue;
		}

		char comp[NAME_MAX * 4 + 1];
		if (clen >= sizeof comp)
			return 0;
		memcpy(comp, pat, clen);
		comp[clen] = 0;
		DIR *d = opendir(len ? f->path : ".");
		if (!d)
			return errno == ENOTDIR ? 0 : failed(f, len, errno);
		int fnflags = (noescape ? FNM_NOESCAPE : 0) |
			      (f->flags & GLOB_PERIOD ? 0 : FNM_PERIOD);
		struct dirent *e;
		int r = 0;
		while (!r && (errno = 0, e = readdir(d))) {
			if (fnmatch(comp, e->d_name, fnflags))
				continue;
			size_t nlen = strlen(e->d_name);
			if (len + nlen + slashes + 1 >= sizeof f->path)
				continue;
			memcpy(f->path + len, e->d_name, nlen);
			memcpy(f->path + len + nlen, pat + clen, slashes);
			f->path[len + nlen + slashes] = 0;
			if (*rest) {
				/* more to match: only a directory can hold it */
				if (e->d_type == DT_DIR ||
				    ((e->d_type == DT_UNKNOWN || e->d_type == DT_LNK) && is_dir(f->path)))
					r = walk(f, len + nlen + slashes, rest);
			} else if (!slashes || is_dir(f->path)) {
				r = add(f, f->path);
			}
		}
		int read_err = errno;
		closedir(d);
		f->path[len] = 0;
		return !r && read_err ? failed(f, len, read_err) : r;
	}
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Walks one pattern (braces already expanded) and sorts what it found,
   in byte order as glibc does in the C locale. */
static int walk_sorted(struct found *f, const char *pat)
{
	size_t before = f->n;
	int r;

	f->path[0] = 0;
	r = walk(f, 0, pat);
	if (!(f->flags & GLOB_NOSORT))
		qsort(f->v + before, f->n - before, sizeof *f->v, by_name);
	return r;
}

/* With GLOB_BRACE: the first "{...}" (unescaped; braces may nest) is
   expanded, each comma-separated alternative in turn, recursively for
   the braces left after it; without braces the pattern is walked. */
static int brace(struct found *f, const char *pat, int depth)
{
	const char *open = 0, *close = 0;
	int noescape = f->flags & GLOB_NOESCAPE, level = 0;

	if (f->flags & GLOB_BRACE) {
		for (const char *p = pat; *p; p++) {
			if (*p == '\\' && !noescape && p[1])
				p++;
			else if (*p == '{' && level++ == 0)
				open = p;
			else if (*p == '}' && level && --level == 0) {
				close = p;
				break;
			}
		}
	}
	if (!close || depth > 32)
		return walk_sorted(f, pat);

	char *alt = malloc(strlen(pat) + 1);
	if (!alt)
		return NOSPACE;
	int r = 0;
	for (const char *a = open + 1; !r && a <= close;) {
		/* this alternative ends at a ',' or the '}' of its own level */
		const char *b = a;
		for (level = 0; b < close; b++) {
			if (*b == '\\' && !noescape && b + 1 < close)
				b++;
			else if (*b == '{')
				level++;
			else if (*b == '}')
				level--;
			else if (*b == ',' && !level)
				break;
		}
		size_t pre = open - pat, mid = b - a;
		memcpy(alt, pat, pre);
		memcpy(alt + pre, a, mid);
		strcpy(alt + pre + mid, close + 1);
		r = brace(f, alt, depth + 1);
		a = b + 1;
	}
	free(alt);
	return r;
}

/* "~" or "~user" at the start of pat, replaced by the home directory.
   Returns pat itself when there is nothing to do, a new string to free,
   or null (with *err set) on failure. */
static char *tilde(const char *pat, int flags, int *err)
{
	const char *end = pat + strcspn(pat, "/"), *home = 0;
	char *out;
	struct passwd *pw;

	if (!(flags & (GLOB_TILDE | GLOB_TILDE_CHECK)) || *pat != '~')
		return (char *)pat;
	if (end == pat + 1) {
		home = getenv("HOME");
		if (!home && (pw = getpwuid(getuid())))
			home = pw->pw_dir;
	} else {
		char user[LOGIN_NAME_MAX + 1];
		if ((size_t)(end - pat - 1) < sizeof user) {
			memcpy(user, pat + 1, end - pat - 1);
			user[end - pat - 1] = 0;
			if ((pw = getpwnam(user)))
				home = pw->pw_dir;
		}
	}
	if (!home) {
		if (flags & GLOB_TILDE_CHECK) {
			*err = GLOB_NOMATCH;
			return 0;
		}
		return (char *)pat;
	}
	out = malloc(strlen(home) + strlen(end) + 1);
	if (!out) {
		*err = GLOB_NOSPACE;
		return 0;
	}
	strcpy(out, home);
	strcat(out, end);
	return out;
}

/* Adds every existing path pattern matches to *pglob (after its earlier
   results with GLOB_APPEND).  Returns 0, GLOB_NOMATCH, GLOB_NOSPACE or
   GLOB_ABORTED (errfunc returned nonzero, or GLOB_ERR, for a directory
   that could not be read; what was found stays in *pglob).  Thread-safe;
   not async-signal-safe. */
int glob(const char *restrict pattern, int flags, int (*errfunc)(const char *path, int error),
	 glob_t *restrict pglob)
{
	struct found *f;
	char *pat;
	int r = 0, err = 0;
	size_t offs, old, total;
	char **v;

	if (!(flags & GLOB_APPEND)) {
		pglob->gl_pathc = 0;
		pglob->gl_pathv = 0;
		if (!(flags & GLOB_DOOFFS))
			pglob->gl_offs = 0;
	}
	offs = flags & GLOB_DOOFFS ? pglob->gl_offs : 0;
	pglob->gl_flags = flags & ~GLOB_MAGCHAR;
	if (has_magic(pattern, strlen(pattern), flags & GLOB_NOESCAPE))
		pglob->gl_flags |= GLOB_MAGCHAR;

	f = calloc(1, sizeof *f);
	if (!f)
		return GLOB_NOSPACE;
	f->flags = flags;
	f->errfunc = errfunc;
	pat = tilde(pattern, flags, &err);
	if (pat) {
		r = brace(f, pat, 0);
		if (pat != pattern)
			free(pat);
	}
	if (!err && r == NOSPACE)
		err = GLOB_NOSPACE;
	if (!err && r == ABORT)
		err = GLOB_ABORTED;
	if (!err && !f->n) {
		if ((flags & GLOB_NOCHECK) ||
		    ((flags & GLOB_NOMAGIC) && !(pglob->gl_flags & GLOB_MAGCHAR))) {
			int saved = f->flags;
			f->flags &= ~(GLOB_MARK | GLOB_ONLYDIR);
			if (add(f, pattern))
				err = GLOB_NOSPACE;
			f->flags = saved;
		} else {
			err = GLOB_NOMATCH;
		}
	}

	/* join: the reserved slots, the earlier paths, the new ones, a null */
	old = pglob->gl_pathv ? pglob->gl_pathc : 0;
	total = offs + old + f->n + 1;
	if (f->n && (v = realloc(pglob->gl_pathv, total * sizeof *v))) {
		if (!pglob->gl_pathv)
			for (size_t i = 0; i < offs; i++)
				v[i] = 0;
		memcpy(v + offs + old, f->v, f->n * sizeof *v);
		v[total - 1] = 0;
		pglob->gl_pathv = v;
		pglob->gl_pathc = old + f->n;
	} else if (f->n) {
		while (f->n)
			free(f->v[--f->n]);
		err = GLOB_NOSPACE;
	}
	free(f->v);
	free(f);
	return err;
}

weak_alias(glob, glob64);
