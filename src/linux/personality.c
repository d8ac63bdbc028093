#define _GNU_SOURCE
#include <sys/personality.h>
#include "syscall.h"

int personality(unsigned long persona)
{
	return __syscall_ret(__syscall(SYS_personality, persona));
}
