#include <sys/fsuid.h>
#include "syscall.h"

/* The kernel reports no error: it returns the previous fsuid whether or
   not the change was allowed, and so do we (errno untouched). */
int setfsuid(uid_t uid)
{
	return __syscall(SYS_setfsuid, uid);
}
