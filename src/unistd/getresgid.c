#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int getresgid(gid_t *r, gid_t *e, gid_t *s)
{
	return __syscall_ret(__syscall(SYS_getresgid, r, e, s));
}
