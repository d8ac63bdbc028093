/* mkstemps and mkostemps replace the XXXXXX that comes before a suffix of
   suffixlen bytes, keep the suffix, and create a new file (mode 0600
   whatever the umask, opened read-write, never an existing one); a
   negative or too long suffix, or no XXXXXX right before it, is EINVAL
   with the template left as it was. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static void check_name(const char *t, const char *prefix, const char *suffix)
{
	size_t p = strlen(prefix);

	CHECK_EQ(strlen(t), p + 6 + strlen(suffix));
	CHECK(!strncmp(t, prefix, p));
	CHECK_STR(t + p + 6, suffix);
	CHECK(strncmp(t + p, "XXXXXX", 6) != 0);
	for (size_t i = p; i < p + 6; i++) {
		char c = t[i];
		CHECK((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'));
	}
}

int main(void)
{
	struct stat st;
	char buf[8];

	umask(0);

	char t1[] = "srcXXXXXX.c";
	int fd = mkstemps(t1, 2);
	CHECK(fd >= 0);
	check_name(t1, "src", ".c");
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(st.st_mode & 07777, 0600);
	CHECK_EQ(st.st_size, 0);
	CHECK_EQ(write(fd, "data", 4), 4);
	CHECK_EQ(pread(fd, buf, 4, 0), 4);
	CHECK(!memcmp(buf, "data", 4));
	CHECK_EQ(stat(t1, &st), 0);
	CHECK_EQ(st.st_size, 4);
	/* the name was new: another exclusive create of it fails */
	CHECK_ERR(open(t1, O_RDWR | O_CREAT | O_EXCL, 0600), EEXIST);
	CHECK_EQ(fcntl(fd, F_GETFD) & FD_CLOEXEC, 0);
	close(fd);

	/* suffix length 0 is mkstemp */
	char t2[] = "plainXXXXXX";
	fd = mkstemps(t2, 0);
	CHECK(fd >= 0);
	check_name(t2, "plain", "");
	close(fd);

	/* a suffix that itself contains Xs is kept as it is */
	char t3[] = "aXXXXXXXXX";
	fd = mkstemps(t3, 3);
	CHECK(fd >= 0);
	check_name(t3, "a", "XXX");
	close(fd);

	/* mkostemps adds the caller's flags to O_RDWR|O_CREAT|O_EXCL */
	char t4[] = "logXXXXXX.log";
	fd = mkostemps(t4, 4, O_CLOEXEC | O_APPEND);
	CHECK(fd >= 0);
	check_name(t4, "log", ".log");
	CHECK_EQ(fcntl(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_EQ(fcntl(fd, F_GETFL) & (O_APPEND | O_ACCMODE), O_APPEND | O_RDWR);
	CHECK_EQ(write(fd, "ab", 2), 2);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	CHECK_EQ(write(fd, "cd", 2), 2);
	CHECK_EQ(pread(fd, buf, 4, 0), 4);
	CHECK(!memcmp(buf, "abcd", 4));
	close(fd);

	/* Many in a row, all different files. */
	for (int i = 0; i < 100; i++) {
		char t[] = "manyXXXXXX.tmp";
		fd = mkstemps(t, 4);
		CHECK(fd >= 0);
		check_name(t, "many", ".tmp");
		close(fd);
	}

	/* Bad templates and suffix lengths. */
	char b1[] = "fooXXXXXX.c";
	CHECK_ERR(mkstemps(b1, 3), EINVAL);     /* "X.c" is not after the Xs */
	CHECK_STR(b1, "fooXXXXXX.c");
	CHECK_ERR(mkstemps(b1, 1), EINVAL);
	CHECK_ERR(mkstemps(b1, 6), EINVAL);
	CHECK_ERR(mkstemps(b1, 12), EINVAL);    /* longer than the template */
	CHECK_ERR(mkstemps(b1, -1), EINVAL);
	CHECK_ERR(mkostemps(b1, -2, 0), EINVAL);
	CHECK_STR(b1, "fooXXXXXX.c");
	char b2[] = "XXXXX.c";
	CHECK_ERR(mkstemps(b2, 2), EINVAL);     /* five Xs */
	char b3[] = "";
	CHECK_ERR(mkstemps(b3, 0), EINVAL);

	/* A directory that does not exist: ENOENT, the suffix still there. */
	char t5[] = "nodir/fXXXXXX.c";
	CHECK_ERR(mkstemps(t5, 2), ENOENT);
	CHECK_STR(t5 + 13, ".c");
	return 0;
}
