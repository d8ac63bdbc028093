#include <sys/quota.h>
#include "syscall.h"

/* cmd on the file system on block device special (see <sys/quota.h>). */
int quotactl(int cmd, const char *special, int id, char *addr)
{
	return __syscall_ret(__syscall(SYS_quotactl, cmd, special, id, addr));
}
