#include <shadow.h>
#include <unistd.h>
#include "passwd_impl.h"

/* Closing the file drops the lock: -1 when lckpwdf had not taken it. */
int ulckpwdf(void)
{
	int fd = __pwd_lock_fd;

	if (fd < 0)
		return -1;
	__pwd_lock_fd = -1;
	return close(fd);
}
