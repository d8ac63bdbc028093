/* rename moves a file (replacing the target); remove deletes files and
   empty directories and reports errors through errno. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fd = open("a", O_WRONLY | O_CREAT | O_TRUNC, 0644);

	CHECK(fd >= 0);
	close(fd);
	fd = open("b", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	close(fd);
	CHECK_EQ(rename("a", "b"), 0);
	CHECK_ERR(access("a", F_OK), ENOENT);
	CHECK_EQ(access("b", F_OK), 0);
	CHECK_ERR(rename("a", "c"), ENOENT);
	CHECK_EQ(remove("b"), 0);
	CHECK_ERR(access("b", F_OK), ENOENT);
	CHECK_ERR(remove("b"), ENOENT);

	CHECK_EQ(t_sh("mkdir d && mkdir e && touch e/f"), 0);
	CHECK_EQ(remove("d"), 0);
	CHECK_ERR(access("d", F_OK), ENOENT);
	CHECK_ERR(remove("e"), ENOTEMPTY);
	CHECK_EQ(remove("e/f"), 0);
	CHECK_EQ(rename("e", "g"), 0);
	CHECK_EQ(remove("g"), 0);
	return 0;
}
