#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>
#include "kstatfs.h"
#include "syscall.h"

/* An empty path is ENOENT whatever the name; a name whose value does
   not depend on the file is answered without looking for it. */
long pathconf(const char *path, int name)
{
	struct k_statfs fs;
	struct stat st;
	long r;

	if (path && !*path) {
		errno = ENOENT;
		return -1;
	}
	if ((r = __pathconf_fixed(name)) != PC_PER_FILE)
		return r;
	if (name == _PC_ASYNC_IO) {
		if (stat(path, &st))
			return -1;
		return __pathconf(0, name, S_ISREG(st.st_mode) || S_ISBLK(st.st_mode));
	}
	if ((r = __syscall(SYS_statfs, path, &fs)) < 0)
		return __syscall_ret(r);
	return __pathconf(&fs, name, 0);
}
