/* renameat2: RENAME_NOREPLACE fails with EEXIST on an existing target,
   RENAME_EXCHANGE swaps two names, no flags is renameat. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include "check.h"

static void put(const char *p, const char *s)
{
	int fd = open(p, O_CREAT | O_WRONLY | O_TRUNC, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, s, 1), 1);
	close(fd);
}

static char get(const char *p)
{
	char c = 0;
	int fd = open(p, O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EQ(read(fd, &c, 1), 1);
	close(fd);
	return c;
}

int main(void)
{
	char dir[] = "/tmp/renameat2_XXXXXX";
	CHECK(mkdtemp(dir));
	int d = open(dir, O_RDONLY | O_DIRECTORY);
	CHECK(d >= 0);
	CHECK_EQ(fchdir(d), 0);
	put("a", "A");
	put("b", "B");
	errno = 0;
	int r = renameat2(d, "a", d, "b", RENAME_NOREPLACE);
	if (r < 0 && (errno == EINVAL || errno == ENOSYS))
		t_skip("filesystem or kernel without renameat2 flags");
	CHECK_EQ(r, -1);
	CHECK_EQ(errno, EEXIST);
	CHECK_EQ(get("b"), 'B');
	CHECK_EQ(renameat2(d, "a", AT_FDCWD, "b", RENAME_EXCHANGE), 0);
	CHECK_EQ(get("a"), 'B');
	CHECK_EQ(get("b"), 'A');
	CHECK_EQ(renameat2(d, "a", d, "c", RENAME_NOREPLACE), 0);
	CHECK_ERR(access("a", F_OK), ENOENT);
	CHECK_EQ(renameat2(d, "c", d, "b", 0), 0);
	CHECK_EQ(get("b"), 'B');
	CHECK_ERR(renameat2(d, "b", d, "x", RENAME_NOREPLACE | RENAME_EXCHANGE), EINVAL);
	CHECK_ERR(renameat2(d, "nope", d, "b", RENAME_EXCHANGE), ENOENT);
	CHECK_EQ(unlink("b"), 0);
	CHECK_EQ(rmdir(dir), 0);
	close(d);
	return 0;
}
