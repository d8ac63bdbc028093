#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "syscall.h"

/* The name under which directory fd "dir" lists the directory that has
   status *st, copied to out (NAME_MAX + 1 bytes).  A mount point is
   listed with the inode of the directory under it, so when the devices
   differ every entry is checked with fstatat. */
static int name_in(int dir, const struct stat *st, int same_dev, char *out)
{
	_Alignas(8) char buf[2048];
	struct stat est;
	long n;

	while ((n = __syscall(SYS_getdents64, dir, buf, sizeof buf)) > 0) {
		for (long off = 0; off < n; off += ((struct dirent *)(buf + off))->d_reclen) {
			struct dirent *de = (struct dirent *)(buf + off);
			const char *nm = de->d_name;
			if ((nm[0] == '.' && (!nm[1] || (nm[1] == '.' && !nm[2]))) ||
			    (same_dev && de->d_ino != st->st_ino))
				continue;
			if (fstatat(dir, nm, &est, AT_SYMLINK_NOFOLLOW) ||
			    est.st_ino != st->st_ino || est.st_dev != st->st_dev)
				continue;
			strcpy(out, nm);
			return 0;
		}
	}
	return n < 0 ? (int)-n : ENOENT;
}

/* The working directory's path built by walking up "..", for a path
   too long for the kernel's getcwd: each parent is opened relative to
   the child's descriptor and searched for the child's device and inode.
   Returns a malloc'd string or 0 with errno set. */
static char *walk_up(void)
{
	char name[NAME_MAX + 1], *path = 0, *np;
	size_t cap = 0, used = 0, len;
	struct stat st, pst, root;
	int fd, parent, err = 0;

	if (stat("/", &root))
		return 0;
	fd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st))
		goto fail;
	while (st.st_ino != root.st_ino || st.st_dev != root.st_dev) {
		parent = openat(fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		close(fd);
		fd = parent;
		if (fd < 0 || fstat(fd, &pst))
			goto fail;
		/* the top of a tree that is not under our root */
		if (pst.st_ino == st.st_ino && pst.st_dev == st.st_dev) {
			err = ENOENT;
			goto fail;
		}
		err = name_in(fd, &st, pst.st_dev == st.st_dev, name);
		if (err)
			goto fail;
		/* the path grows leftwards from the end of the buffer */
		len = strlen(name) + 1;
		if (used + len + 1 > cap) {
			size_t ncap = cap ? 2 * cap : 2 * PATH_MAX;
			while (used + len + 1 > ncap)
				ncap *= 2;
			if (!(np = malloc(ncap)))
				goto fail;
			memcpy(np + ncap - used, path + cap - used, used);
			free(path);
			path = np;
			cap = ncap;
		}
		used += len;
		path[cap - used] = '/';
		memcpy(path + cap - used + 1, name, len - 1);
		st = pst;
	}
	close(fd);
	if (!used) {
		free(path);
		return strdup("/");
	}
	memmove(path, path + cap - used, used);
	path[used] = 0;
	return path;
fail:
	if (!err)
		err = errno;
	if (fd >= 0)
		close(fd);
	free(path);
	errno = err;
	return 0;
}

/* With a null buf the result is allocated: size bytes, or just enough when
   size is 0 (the common extension).  A directory that is not reachable from
   the root (the kernel prefixes "(unreachable)") is reported as ENOENT,
   since the result must be an absolute path.  A path longer than the
   kernel reports (ENAMETOOLONG) is built by walking up the tree. */
char *getcwd(char *buf, size_t size)
{
	char tmp[PATH_MAX], *p;
	size_t n;
	long r;

	if (buf && !size) {
		errno = EINVAL;
		return 0;
	}
	r = __syscall(SYS_getcwd, buf ? buf : tmp, buf ? size : sizeof tmp);
	/* (ERANGE into tmp: a kernel with pages larger than PATH_MAX) */
	if (r == -ENAMETOOLONG || (r == -ERANGE && !buf && (!size || size > sizeof tmp))) {
		if (!(p = walk_up()))
			return 0;
		n = strlen(p) + 1;
		if (size && n > size) {
			free(p);
			errno = ERANGE;
			return 0;
		}
		if (buf) {
			memcpy(buf, p, n);
			free(p);
			return buf;
		}
		/* the caller asked for size bytes */
		if (size > n && !(buf = realloc(p, size)))
			free(p);
		return size > n ? buf : p;
	}
	if (r < 0) {
		errno = -r;
		return 0;
	}
	p = buf ? buf : tmp;
	if (r == 0 || p[0] != '/') {
		errno = ENOENT;
		return 0;
	}
	if (buf)
		return buf;
	/* r counts the terminating NUL. */
	if (size && size < (size_t)r) {
		errno = ERANGE;
		return 0;
	}
	p = malloc(size ? size : (size_t)r);
	if (!p)
		return 0;
	memcpy(p, tmp, r);
	return p;
}
