#include <sys/fsuid.h>
#include "syscall.h"

/* The kernel reports no error: it returns the previous fsgid whether or
   not the change was allowed, and so do we (errno untouched). */
int setfsgid(gid_t gid)
{
	return __syscall(SYS_setfsgid, gid);
}
