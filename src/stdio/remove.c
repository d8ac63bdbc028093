#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"

/* unlink, or rmdir when the path is a directory. */
int remove(const char *path)
{
#ifdef SYS_unlink
	long r = __syscall(SYS_unlink, path);
	if (r == -EISDIR)
		r = __syscall(SYS_rmdir, path);
#else
	long r = __syscall(SYS_unlinkat, AT_FDCWD, path, 0);
	if (r == -EISDIR)
		r = __syscall(SYS_unlinkat, AT_FDCWD, path, AT_REMOVEDIR);
#endif
	return __syscall_ret(r);
}
