#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "syscall.h"

/*
 * Resolves path one component at a time.  out holds the resolved prefix,
 * absolute and free of symlinks, ".", ".." and repeated slashes (the root
 * is the empty string); rest holds what remains to resolve.  readlink on
 * out/component both tells whether the component is a symlink (EINVAL: it
 * is not) and reports the kernel's lookup errors (ENOENT, ENOTDIR, EACCES,
 * ENAMETOOLONG, ELOOP).  A symlink's target replaces the component at the
 * front of rest, so ".." after it applies to the target, as the kernel
 * would do it.  Because out never contains a symlink, ".." can simply drop
 * out's last component.
 *
 * A component that readlink found not to be a symlink may still not be a
 * directory; the next lookup through it would say ENOTDIR, but ".", ".."
 * and a trailing slash look nothing up, so then "out/" is checked.
 */

static long rdlink(const char *p, char *buf, size_t n)
{
#ifdef SYS_readlink
	return __syscall(SYS_readlink, p, buf, n);
#else
	return __syscall(SYS_readlinkat, AT_FDCWD, p, buf, n);
#endif
}

/* 0 if out (length len, in a buffer of PATH_MAX) names a directory, else
   a negative error number. */
static long check_dir(char *out, size_t len)
{
	char c;
	long r;

	if (len + 2 > PATH_MAX)
		return -ENAMETOOLONG;
	out[len] = '/';
	out[len + 1] = 0;
	r = rdlink(out, &c, 1);
	out[len] = 0;
	/* With the trailing slash the lookup must end at a directory:
	   EINVAL (not a symlink) says it did. */
	return r == -EINVAL ? 0 : r < 0 ? r : -ENOTDIR;
}

char *realpath(const char *restrict path, char *restrict resolved)
{
	char out[PATH_MAX], rest[PATH_MAX], link[PATH_MAX];
	size_t olen = 0, pos = 0, rlen;
	int links = 0, unchecked = 0;
	long r;

	if (!path) {
		errno = EINVAL;
		return 0;
	}
	rlen = strlen(path);
	if (!rlen) {
		errno = ENOENT;
		return 0;
	}
	if (rlen >= PATH_MAX) {
		errno = ENAMETOOLONG;
		return 0;
	}
	memcpy(rest, path, rlen + 1);
	out[0] = 0;
	if (path[0] != '/') {
		r = __syscall(SYS_getcwd, out, sizeof out);
		if (r < 0)
			goto fail;
		/* Linux returns "(unreachable)..." for a directory outside
		   the process's root. */
		if (out[0] != '/') {
			errno = ENOENT;
			return 0;
		}
		olen = strlen(out);
		if (olen == 1)
			olen = 0;
		out[olen] = 0;
	}

	for (;;) {
		size_t start, clen;

		while (rest[pos] == '/')
			pos++;
		if (!rest[pos]) {
			/* A trailing slash (or an explicit "." or "..") asks
			   for a directory. */
			if (unchecked && pos && rest[pos - 1] == '/') {
				r = check_dir(out, olen);
				if (r < 0)
					goto fail;
			}
			break;
		}
		start = pos;
		while (rest[pos] && rest[pos] != '/')
			pos++;
		clen = pos - start;

		if (rest[start] == '.' && (clen == 1 || (clen == 2 && rest[start + 1] == '.'))) {
			if (unchecked) {
				r = check_dir(out, olen);
				if (r < 0)
					goto fail;
				unchecked = 0;
			}
			if (clen == 2)
				while (olen && out[--olen] != '/')
					;
			out[olen] = 0;
			continue;
		}

		if (olen + 1 + clen >= PATH_MAX) {
			r = -ENAMETOOLONG;
			goto fail;
		}
		out[olen] = '/';
		memcpy(out + olen + 1, rest + start, clen);
		out[olen + 1 + clen] = 0;
		r = rdlink(out, link, sizeof link);
		if (r == -EINVAL) {
			olen += 1 + clen;
			unchecked = 1;
			continue;
		}
		out[olen] = 0;
		if (r < 0)
			goto fail;
		if (++links > SYMLOOP_MAX) {
			r = -ELOOP;
			goto fail;
		}
		if ((size_t)r >= sizeof link || !r) {
			r = r ? -ENAMETOOLONG : -ENOENT;
			goto fail;
		}
		/* rest becomes target + "/" + what followed the link. */
		rlen = strlen(rest + pos);
		if ((size_t)r + 1 + rlen + 1 > sizeof rest) {
			r = -ENAMETOOLONG;
			goto fail;
		}
		memmove(rest + r + 1, rest + pos, rlen + 1);
		memcpy(rest, link, r);
		rest[r] = '/';
		/* The slash added above would otherwise count as a trailing
		   slash: only keep one if the path had one after the link. */
		if (!rlen)
			rest[r] = 0;
		pos = 0;
		unchecked = 0;
		if (link[0] == '/')
			olen = 0;
		out[olen] = 0;
	}

	if (!olen) {
		out[0] = '/';
		out[1] = 0;
		olen = 1;
	}
	if (!resolved) {
		resolved = malloc(olen + 1);
		if (!resolved) {
			errno = ENOMEM;
			return 0;
		}
	}
	memcpy(resolved, out, olen + 1);
	return resolved;
fail:
	errno = -r;
	return 0;
}
