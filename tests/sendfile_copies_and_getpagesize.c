/* sendfile copies from a file at an offset (advancing it, and not the file
   position) or at the file position, into a pipe; getpagesize is the page
   size sysconf reports. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/sendfile.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(getpagesize(), sysconf(_SC_PAGESIZE));
	CHECK(getpagesize() >= 4096);

	int fd = open("src", O_CREAT | O_RDWR, 0600), p[2];
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "0123456789", 10), 10);
	CHECK_EQ(lseek(fd, 2, SEEK_SET), 2);
	CHECK_EQ(pipe(p), 0);

	off_t off = 5;
	char buf[16] = { 0 };
	CHECK_EQ(sendfile(p[1], fd, &off, 3), 3);
	CHECK_EQ(off, 8);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 2);
	CHECK_EQ(read(p[0], buf, sizeof buf), 3);
	CHECK_STR(buf, "567");

	memset(buf, 0, sizeof buf);
	CHECK_EQ(sendfile(p[1], fd, 0, 100), 8);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 10);
	CHECK_EQ(read(p[0], buf, sizeof buf), 8);
	CHECK_STR(buf, "23456789");
	CHECK_EQ(sendfile(p[1], fd, 0, 100), 0);

	CHECK_ERR(sendfile(p[1], -1, 0, 1), EBADF);
	CHECK_ERR(sendfile(-1, fd, 0, 1), EBADF);
	return 0;
}
