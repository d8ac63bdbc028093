/* mkstemp/mkostemp/mkdtemp/mktemp: EINVAL without a trailing XXXXXX, a
   new name each time with only the Xs replaced, files 0600 and O_EXCL
   (opened read-write), directories 0700, O_CLOEXEC honoured by mkostemp,
   mktemp names that do not exist. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

/* The kernel's x86_64/generic struct stat is not needed: statx has one
   layout everywhere; st_mode is the 16-bit field at offset 28. */
static unsigned mode_of(const char *path)
{
	unsigned char sx[256];

	CHECK_EQ(syscall(SYS_statx, AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, 0x2 /* STATX_MODE */, sx), 0);
	return sx[28] | sx[29] << 8;
}

static int fcntl_getfd(int fd)
{
	return (int)syscall(SYS_fcntl, fd, F_GETFD);
}

int main(void)
{
	char t1[] = "tmpfileXXXXXX", t2[] = "tmpfileXXXXXX", d[] = "dirXXXXXX";
	char bad1[] = "tmpXXXXX", bad2[] = "tmpXXXXXXy", bad3[] = "";
	char m[] = "nameXXXXXX";
	int fd1, fd2;

	syscall(SYS_umask, 022);

	CHECK_ERR(mkstemp(bad1), EINVAL);
	CHECK_ERR(mkstemp(bad2), EINVAL);
	CHECK_ERR(mkstemp(bad3), EINVAL);
	CHECK_STR(bad2, "tmpXXXXXXy");
	errno = 0;
	CHECK(mkdtemp(bad1) == 0);
	CHECK_EQ(errno, EINVAL);

	fd1 = mkstemp(t1);
	CHECK(fd1 >= 0);
	fd2 = mkstemp(t2);
	CHECK(fd2 >= 0);
	CHECK(strcmp(t1, t2) != 0);
	CHECK(!strncmp(t1, "tmpfile", 7) && strlen(t1) == 13);
	CHECK(!strchr(t1 + 7, 'X') || strcmp(t1 + 7, "XXXXXX"));
	for (int i = 7; i < 13; i++) {
		char c = t1[i];
		CHECK((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'));
	}
	CHECK_EQ(mode_of(t1) & 07777, 0600);
	CHECK_EQ(mode_of(t1) & 0170000, 0100000);
	CHECK_EQ(write(fd1, "abc", 3), 3);
	CHECK_EQ(lseek(fd1, 0, SEEK_SET), 0);
	char buf[4] = { 0 };
	CHECK_EQ(read(fd1, buf, 3), 3);
	CHECK_STR(buf, "abc");
	CHECK_EQ(fcntl_getfd(fd1) & FD_CLOEXEC, 0);
	CHECK_ERR(open(t1, O_RDWR | O_CREAT | O_EXCL, 0600), EEXIST);

	/* mkostemp with O_CLOEXEC. */
	char t3[] = "cloXXXXXX";
	int fd3 = mkostemp(t3, O_CLOEXEC);
	CHECK(fd3 >= 0);
	CHECK_EQ(fcntl_getfd(fd3) & FD_CLOEXEC, FD_CLOEXEC);

	/* Many names in a row are all new. */
	for (int i = 0; i < 200; i++) {
		char t[] = "manyXXXXXX";
		int fd = mkstemp(t);
		CHECK(fd >= 0);
		close(fd);
	}

	/* A template in a directory that does not exist fails with ENOENT. */
	char t4[] = "nodir/fXXXXXX";
	CHECK_ERR(mkstemp(t4), ENOENT);

	/* mkdtemp makes a 0700 directory. */
	CHECK(mkdtemp(d) == d);
	CHECK(strncmp(d, "dir", 3) == 0 && strcmp(d + 3, "XXXXXX"));
	CHECK_EQ(mode_of(d) & 07777, 0700);
	CHECK_EQ(mode_of(d) & 0170000, 0040000);

	/* mktemp returns a name that does not exist (and creates nothing);
	   with a bad template it returns an empty string. */
	CHECK(mktemp(m) == m);
	CHECK(strncmp(m, "name", 4) == 0 && strcmp(m + 4, "XXXXXX"));
	CHECK_ERR(access(m, F_OK), ENOENT);
	char mb[] = "nameXX";
	errno = 0;
	CHECK(mktemp(mb) == mb);
	CHECK_EQ(mb[0], 0);
	CHECK_EQ(errno, EINVAL);

	close(fd1);
	close(fd2);
	close(fd3);
	return 0;
}
