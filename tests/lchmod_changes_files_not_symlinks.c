/* lchmod changes a file's mode, and refuses a symbolic link's own mode
   with EOPNOTSUPP (leaving its target alone). */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include "check.h"

int main(void)
{
	char dir[] = "/tmp/lchmod_XXXXXX", f[64], l[64];
	struct stat st;
	CHECK(mkdtemp(dir));
	snprintf(f, sizeof f, "%s/f", dir);
	snprintf(l, sizeof l, "%s/l", dir);
	int fd = open(f, O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	close(fd);
	CHECK_EQ(symlink("f", l), 0);
	CHECK_EQ(lchmod(f, 0640), 0);
	CHECK_EQ(stat(f, &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0640);
	CHECK_ERR(lchmod(l, 0600), EOPNOTSUPP);
	CHECK_EQ(stat(f, &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0640);
	CHECK_ERR(lchmod("/nonexistent/x", 0600), ENOENT);
	unlink(l);
	unlink(f);
	CHECK_EQ(rmdir(dir), 0);
	return 0;
}
