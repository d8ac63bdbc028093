/* <syscall.h>, the old name of <sys/syscall.h> that libuv and others
   include, gives the same SYS_ numbers, usable with syscall(). */
#include <syscall.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(SYS_getpid, __NR_getpid);
	CHECK_EQ(syscall(SYS_getpid), getpid());
	CHECK_EQ(syscall(SYS_gettid), gettid());
	return 0;
}
