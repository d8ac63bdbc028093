#include <stdio.h>
#include "syscall.h"

/* renameat with RENAME_NOREPLACE, RENAME_EXCHANGE or RENAME_WHITEOUT.
   Without flags, plain renameat (which exists on kernels without
   renameat2 and on arches that only have renameat2). */
int renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned flags)
{
	if (!flags)
		return renameat(fromfd, from, tofd, to);
	return __syscall_ret(__syscall(SYS_renameat2, fromfd, from, tofd, to, flags));
}
