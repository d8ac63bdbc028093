/* futimesat sets times of a path relative to a directory descriptor,
   and of the descriptor's own file when path is null. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include "check.h"

int main(void)
{
	char dir[] = "/tmp/futimesat_XXXXXX";
	struct stat st;
	CHECK(mkdtemp(dir));
	int d = open(dir, O_RDONLY | O_DIRECTORY);
	CHECK(d >= 0);
	int fd = openat(d, "f", O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	struct timeval tv[2] = { { 1000, 5 }, { 2000, 7 } };
	CHECK_EQ(futimesat(d, "f", tv), 0);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK_EQ(st.st_atime, 1000);
	CHECK_EQ(st.st_mtime, 2000);
	CHECK_EQ(st.st_mtim.tv_nsec, 7000);
	tv[1].tv_sec = 3000;
	CHECK_EQ(futimesat(fd, 0, tv), 0);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK_EQ(st.st_mtime, 3000);
	tv[0].tv_usec = 1000000;
	CHECK_ERR(futimesat(d, "f", tv), EINVAL);
	CHECK_ERR(futimesat(d, "missing", 0), ENOENT);
	close(fd);
	CHECK_EQ(unlinkat(d, "f", 0), 0);
	close(d);
	CHECK_EQ(rmdir(dir), 0);
	return 0;
}
