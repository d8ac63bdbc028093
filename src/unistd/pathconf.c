#include <unistd.h>
#include "kstatfs.h"
#include "syscall.h"

/* -1 with errno from the file system lookup if path is not usable. */
long pathconf(const char *path, int name)
{
	struct k_statfs fs;
	long r = __syscall(SYS_statfs, path, &fs);

	if (r < 0)
		return __syscall_ret(r);
	return __pathconf(&fs, name);
}
