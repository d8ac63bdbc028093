/* realpath resolves ".", "..", repeated slashes and symlinks (relative,
   absolute, chained, in the middle and at the end), returns a malloc'ed
   string when resolved is NULL, and reports ENOENT, ENOTDIR, ELOOP,
   ENAMETOOLONG, EACCES and EINVAL as the kernel does.
   Needs malloc in weft (realpath with NULL). */
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

static char cwd[PATH_MAX];

static const char *in_cwd(const char *rel, char *buf)
{
	strcpy(buf, cwd);
	strcpy(buf + strlen(buf), "/");
	strcpy(buf + strlen(buf), rel);
	return buf;
}

#define CHECK_RESOLVES(path, rel) do { char b_[PATH_MAX], w_[PATH_MAX]; \
	CHECK(realpath(path, b_) == b_); CHECK_STR(b_, in_cwd(rel, w_)); } while (0)

int main(void)
{
	char buf[PATH_MAX], *p;

	CHECK(syscall(SYS_getcwd, cwd, sizeof cwd) > 0);
	/* The scratch directory may itself be reached through a symlink. */
	CHECK(realpath(".", buf) == buf);
	strcpy(cwd, buf);
	CHECK(cwd[0] == '/');

	CHECK_EQ(syscall(SYS_mkdirat, AT_FDCWD, "d", 0755), 0);
	CHECK_EQ(syscall(SYS_mkdirat, AT_FDCWD, "d/e", 0755), 0);
	int fd = open("d/e/f", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
	CHECK_EQ(syscall(SYS_symlinkat, "d/e", AT_FDCWD, "rel"), 0);          /* relative */
	CHECK_EQ(syscall(SYS_symlinkat, in_cwd("d", buf), AT_FDCWD, "abs"), 0); /* absolute */
	CHECK_EQ(syscall(SYS_symlinkat, "rel", AT_FDCWD, "chain"), 0);        /* to a link */
	CHECK_EQ(syscall(SYS_symlinkat, "../e/f", AT_FDCWD, "d/e/up"), 0);    /* with .. */
	CHECK_EQ(syscall(SYS_symlinkat, "loop2", AT_FDCWD, "loop1"), 0);
	CHECK_EQ(syscall(SYS_symlinkat, "loop1", AT_FDCWD, "loop2"), 0);
	CHECK_EQ(syscall(SYS_symlinkat, "missing", AT_FDCWD, "dangling"), 0);
	CHECK_EQ(syscall(SYS_symlinkat, "d/e/f", AT_FDCWD, "tofile"), 0);

	CHECK_RESOLVES("d", "d");
	CHECK_RESOLVES("./d//e/./f", "d/e/f");
	CHECK_RESOLVES("d/e/../e/f", "d/e/f");
	CHECK_RESOLVES("d/", "d");
	CHECK_RESOLVES("rel/f", "d/e/f");
	CHECK_RESOLVES("rel", "d/e");
	CHECK_RESOLVES("rel/..", "d");       /* .. applies to the target */
	CHECK_RESOLVES("abs/e/f", "d/e/f");
	CHECK_RESOLVES("chain/f", "d/e/f");
	CHECK_RESOLVES("chain/", "d/e");
	CHECK_RESOLVES("d/e/up", "d/e/f");
	CHECK_RESOLVES("tofile", "d/e/f");
	CHECK(realpath(in_cwd("rel/../e/f", buf), buf) == buf);
	{
		char w[PATH_MAX];
		CHECK_STR(buf, in_cwd("d/e/f", w));
	}

	CHECK(realpath("/", buf) == buf);
	CHECK_STR(buf, "/");
	CHECK(realpath("/../..//.", buf) == buf);
	CHECK_STR(buf, "/");
	CHECK(realpath("//tmp/", buf) == buf);
	CHECK_STR(buf, "/tmp");

	errno = 0;
	CHECK(realpath("nothere", buf) == 0);
	CHECK_EQ(errno, ENOENT);
	errno = 0;
	CHECK(realpath("d/nothere/x", buf) == 0);
	CHECK_EQ(errno, ENOENT);
	errno = 0;
	CHECK(realpath("dangling", buf) == 0);
	CHECK_EQ(errno, ENOENT);
	errno = 0;
	CHECK(realpath("", buf) == 0);
	CHECK_EQ(errno, ENOENT);
	errno = 0;
	CHECK(realpath("d/e/f/g", buf) == 0);
	CHECK_EQ(errno, ENOTDIR);
	errno = 0;
	CHECK(realpath("d/e/f/", buf) == 0);
	CHECK_EQ(errno, ENOTDIR);
	errno = 0;
	CHECK(realpath("d/e/f/..", buf) == 0);
	CHECK_EQ(errno, ENOTDIR);
	errno = 0;
	CHECK(realpath("tofile/", buf) == 0);
	CHECK_EQ(errno, ENOTDIR);
	errno = 0;
	CHECK(realpath("loop1", buf) == 0);
	CHECK_EQ(errno, ELOOP);
	errno = 0;
	CHECK(realpath("loop1/x", buf) == 0);
	CHECK_EQ(errno, ELOOP);
	errno = 0;
	CHECK(realpath(0, buf) == 0);
	CHECK_EQ(errno, EINVAL);

	/* A component longer than NAME_MAX. */
	char longname[300];
	memset(longname, 'a', sizeof longname - 1);
	longname[sizeof longname - 1] = 0;
	errno = 0;
	CHECK(realpath(longname, buf) == 0);
	CHECK_EQ(errno, ENAMETOOLONG);

	/* EACCES: a directory without search permission (root ignores it). */
	if (geteuid() != 0) {
		CHECK_EQ(syscall(SYS_mkdirat, AT_FDCWD, "noperm", 0755), 0);
		CHECK_EQ(syscall(SYS_mkdirat, AT_FDCWD, "noperm/sub", 0755), 0);
		CHECK_EQ(syscall(SYS_fchmodat, AT_FDCWD, "noperm", 0), 0);
		errno = 0;
		CHECK(realpath("noperm/sub", buf) == 0);
		CHECK_EQ(errno, EACCES);
		CHECK_EQ(syscall(SYS_fchmodat, AT_FDCWD, "noperm", 0755), 0);
	}

	/* resolved == NULL: a malloc'ed copy. */
	p = realpath("chain/f", 0);
	CHECK(p != 0);
	CHECK_STR(p, in_cwd("d/e/f", buf));
	free(p);
	return 0;
}
