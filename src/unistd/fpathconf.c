#include <unistd.h>
#include "kstatfs.h"
#include "syscall.h"

long fpathconf(int fd, int name)
{
	struct k_statfs fs;
	long r = __syscall(SYS_fstatfs, fd, &fs);

	if (r < 0)
		return __syscall_ret(r);
	return __pathconf(&fs, name);
}
