#define _GNU_SOURCE
#include <unistd.h>
#include "synccall.h"
#include "syscall.h"

int setresuid(uid_t r, uid_t e, uid_t s)
{
	return __setxid(SYS_setresuid, r, e, s);
}
