/* closefrom(low) closes every descriptor >= low (also ones above gaps)
   and leaves the lower ones open; a negative low means from 0 (checked
   in a child). */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int a = open("/dev/null", O_RDONLY), b, c, st;
	pid_t pid;

	CHECK(a >= 0);
	b = dup2(a, 40);
	c = dup2(a, 300);
	CHECK_EQ(b, 40);
	CHECK_EQ(c, 300);
	closefrom(a + 1);
	CHECK(fcntl(a, F_GETFD) >= 0);
	CHECK(fcntl(2, F_GETFD) >= 0);
	CHECK_ERR(fcntl(40, F_GETFD), EBADF);
	CHECK_ERR(fcntl(300, F_GETFD), EBADF);
	closefrom(a);
	CHECK_ERR(fcntl(a, F_GETFD), EBADF);
	CHECK(fcntl(0, F_GETFD) >= 0 || errno == EBADF);
	pid = fork();
	CHECK(pid >= 0);
	if (!pid) {
		closefrom(-5);
		_exit(fcntl(0, F_GETFD) == -1 && fcntl(1, F_GETFD) == -1 &&
		      fcntl(2, F_GETFD) == -1 ? 0 : 1);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
