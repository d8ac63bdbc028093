/* shm_unlink of an object another user owns, in the sticky /dev/shm:
   EACCES (POSIX's error for a refused permission; the kernel says EPERM
   and glibc reports EACCES), and the object is still there.  Needs root
   to act as another user. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	char name[64];
	struct stat st;
	pid_t pid;
	int fd;

	if (geteuid() != 0)
		t_skip("needs root to act as another user");
	if (stat("/dev/shm", &st) || !(st.st_mode & S_ISVTX))
		t_skip("/dev/shm is not a sticky directory");
	snprintf(name, sizeof name, "/weft-shm-eacces-%d", (int)getpid());
	fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0666);
	CHECK(fd >= 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		CHECK_EQ(setgid(65534), 0);
		CHECK_EQ(setuid(65534), 0);
		CHECK_ERR(shm_unlink(name), EACCES);
		_exit(0);
	}
	CHECK_CHILD_OK(pid);
	CHECK_EQ(close(fd), 0);
	fd = shm_open(name, O_RDWR, 0);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(shm_unlink(name), 0);
	return 0;
}
