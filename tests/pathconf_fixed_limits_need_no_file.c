/* pathconf and fpathconf answer the limits that are the same for every
   file (PATH_MAX, PIPE_BUF, ...) without looking at the file, as glibc
   does, so a path about to be created can be asked about; the limits of
   a file system still need the file (ENOENT, EBADF).  An empty path is
   ENOENT and a negative descriptor EBADF whatever the name; an unknown
   name is EINVAL before any lookup.  _PC_ASYNC_IO is 1 for a regular
   file and -1, errno untouched, for a pipe or a directory. */
#include <fcntl.h>
#include <limits.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	const char *missing = "/nonexistent-weft-dir/file";
	int p[2], fd;

	CHECK_EQ(pathconf(missing, _PC_PATH_MAX), pathconf("/", _PC_PATH_MAX));
	CHECK_EQ(pathconf(missing, _PC_PIPE_BUF), PIPE_BUF);
	CHECK_EQ(pathconf(missing, _PC_MAX_CANON), pathconf("/", _PC_MAX_CANON));
	CHECK_EQ(pathconf(missing, _PC_NO_TRUNC), 1);
	CHECK_ERR(pathconf(missing, _PC_NAME_MAX), ENOENT);
	CHECK_ERR(pathconf(missing, _PC_LINK_MAX), ENOENT);
	CHECK_ERR(pathconf("/etc/passwd/x", _PC_NAME_MAX), ENOTDIR);
	CHECK_ERR(pathconf(missing, 9999), EINVAL);
	CHECK_ERR(pathconf("", _PC_PATH_MAX), ENOENT);
	CHECK_ERR(pathconf("", 9999), ENOENT);

	CHECK(pipe(p) == 0);
	CHECK(close(p[1]) == 0);
	CHECK_EQ(fpathconf(p[1], _PC_PIPE_BUF), PIPE_BUF);
	CHECK_ERR(fpathconf(p[1], _PC_NAME_MAX), EBADF);
	CHECK_ERR(fpathconf(p[1], 9999), EINVAL);
	CHECK_ERR(fpathconf(-1, _PC_PIPE_BUF), EBADF);
	CHECK_ERR(fpathconf(-1, 9999), EBADF);

	errno = 0;
	CHECK_EQ(fpathconf(p[0], _PC_ASYNC_IO), -1);
	CHECK_EQ(errno, 0);
	CHECK_EQ(pathconf("/", _PC_ASYNC_IO), -1);
	CHECK_EQ(errno, 0);
	CHECK((fd = open("/proc/self/exe", O_RDONLY)) >= 0);
	CHECK_EQ(fpathconf(fd, _PC_ASYNC_IO), 1);
	CHECK_EQ(pathconf("/proc/self/exe", _PC_ASYNC_IO), 1);
	CHECK_ERR(pathconf(missing, _PC_ASYNC_IO), ENOENT);
	close(fd);
	close(p[0]);
	return 0;
}
