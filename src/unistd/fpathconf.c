#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>
#include "kstatfs.h"
#include "syscall.h"

/* A negative descriptor is EBADF whatever the name; a name whose value
   does not depend on the file is answered without looking at it. */
long fpathconf(int fd, int name)
{
	struct k_statfs fs;
	struct stat st;
	long r;

	if (fd < 0) {
		errno = EBADF;
		return -1;
	}
	if ((r = __pathconf_fixed(name)) != PC_PER_FILE)
		return r;
	if (name == _PC_ASYNC_IO) {
		if (fstat(fd, &st))
			return -1;
		return __pathconf(0, name, S_ISREG(st.st_mode) || S_ISBLK(st.st_mode));
	}
	if ((r = __syscall(SYS_fstatfs, fd, &fs)) < 0)
		return __syscall_ret(r);
	return __pathconf(&fs, name, 0);
}
