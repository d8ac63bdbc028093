#include "libc.h"
#include "syscall.h"

/* Used before the thread pointer, errno or even relocations exist: only
   raw system calls and the message's own bytes. */
hidden _Noreturn void __start_fail(const char *msg)
{
	size_t n = 0;

	while (msg[n])
		n++;
	__syscall(SYS_write, 2, msg, n);
	for (;;)
		__syscall(SYS_exit_group, 127);
}
