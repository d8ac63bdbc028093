#include "stdio_impl.h"
#include "syscall.h"

hidden off_t __stdio_seek(FILE *f, off_t off, int whence)
{
	return __syscall_ret(__syscall(SYS_lseek, f->fd, off, whence));
}
