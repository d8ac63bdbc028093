#include <stdio.h>
#include "syscall.h"

/* riscv64 has only renameat2, which with no flags is renameat. */
int renameat(int fromfd, const char *from, int tofd, const char *to)
{
#ifdef SYS_renameat
	return __syscall_ret(__syscall(SYS_renameat, fromfd, from, tofd, to));
#else
	return __syscall_ret(__syscall(SYS_renameat2, fromfd, from, tofd, to, 0));
#endif
}
