#include <errno.h>
#include <fcntl.h>
#include <shadow.h>
#include <time.h>
#include <unistd.h>
#include "passwd_impl.h"

/* The lock programs that edit /etc/passwd and /etc/shadow agree on: a
   write lock on /etc/.pwd.lock, waited for at most 15 seconds (polled,
   so that no signal handler or alarm of the program is disturbed).
   0 when this process holds it; -1 otherwise, also when it holds it
   already. */
int lckpwdf(void)
{
	struct flock l = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	struct timespec step = { 0, 100000000 };
	int fd, i;

	if (__pwd_lock_fd >= 0)
		return -1;
	fd = open(__PWD_LOCK_FILE, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	for (i = 0; fcntl(fd, F_SETLK, &l); i++) {
		if ((errno != EAGAIN && errno != EACCES) || i == 150) {
			close(fd);
			return -1;
		}
		nanosleep(&step, 0);
	}
	__pwd_lock_fd = fd;
	return 0;
}
