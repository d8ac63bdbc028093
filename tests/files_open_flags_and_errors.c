/* open/openat/creat: creation and exclusivity, the usual path errors,
   O_CLOEXEC visible through F_GETFD, O_APPEND writes at the end. */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char buf[16];
	int fd, dfd;

	CHECK_ERR(open("missing", O_RDONLY), ENOENT);
	fd = open("f", O_WRONLY | O_CREAT | O_EXCL, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "abc", 3), 3);
	CHECK_EQ(close(fd), 0);
	CHECK_ERR(open("f", O_WRONLY | O_CREAT | O_EXCL, 0644), EEXIST);
	CHECK_ERR(open("f/x", O_RDONLY), ENOTDIR);
	CHECK_ERR(open("f", O_RDONLY | O_DIRECTORY), ENOTDIR);
	CHECK_EQ(mkdir("d", 0755), 0);
	CHECK_ERR(open("d", O_WRONLY), EISDIR);
	CHECK_ERR(open("d", O_RDWR), EISDIR);

	/* Close-on-exec only when asked. */
	fd = open("f", O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EQ(fcntl(fd, F_GETFD), 0);
	CHECK_EQ(close(fd), 0);
	fd = open("f", O_RDONLY | O_CLOEXEC);
	CHECK_EQ(fcntl(fd, F_GETFD), FD_CLOEXEC);
	CHECK_EQ(fcntl(fd, F_GETFL) & O_ACCMODE, O_RDONLY);
	CHECK_EQ(close(fd), 0);

	/* O_APPEND: every write lands at the end, whatever the offset. */
	fd = open("f", O_WRONLY | O_APPEND);
	CHECK(fd >= 0);
	CHECK(fcntl(fd, F_GETFL) & O_APPEND);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	CHECK_EQ(write(fd, "de", 2), 2);
	CHECK_EQ(close(fd), 0);
	fd = open("f", O_RDONLY);
	CHECK_EQ(read(fd, buf, sizeof buf), 5);
	CHECK(!memcmp(buf, "abcde", 5));
	CHECK_EQ(close(fd), 0);

	/* O_TRUNC and creat. */
	fd = creat("f", 0600);
	CHECK(fd >= 0);
	CHECK_EQ(fcntl(fd, F_GETFL) & O_ACCMODE, O_WRONLY);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 0);
	CHECK_EQ(close(fd), 0);

	/* openat relative to a directory descriptor, and to AT_FDCWD. */
	dfd = open("d", O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);
	fd = openat(dfd, "inner", O_RDWR | O_CREAT | O_EXCL, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(access("d/inner", F_OK), 0);
	CHECK_ERR(openat(dfd, "inner", O_RDWR | O_CREAT | O_EXCL, 0600), EEXIST);
	CHECK_ERR(openat(dfd, "nope", O_RDONLY), ENOENT);
	CHECK_ERR(openat(12345, "nope", O_RDONLY), EBADF);
	fd = openat(AT_FDCWD, "d/inner", O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	/* An absolute path ignores dirfd. */
	fd = openat(12345, "/", O_RDONLY | O_DIRECTORY);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(close(dfd), 0);

	/* The mode argument is honoured (umask 0 so it is exact). */
	umask(0);
	fd = open("m", O_WRONLY | O_CREAT, 0640);
	CHECK(fd >= 0);
	{
		struct stat st;
		CHECK_EQ(fstat(fd, &st), 0);
		CHECK_EQ(st.st_mode & 07777, 0640);
	}
	CHECK_EQ(close(fd), 0);
	return 0;
}
