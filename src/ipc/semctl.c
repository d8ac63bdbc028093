#define _GNU_SOURCE
#include <stdarg.h>
#include <sys/sem.h>
#include "ipc_impl.h"
#include "syscall.h"

/* The fourth argument, when the command has one, is the caller's
   union semun, passed by value: the kernel takes the same union as one
   register-sized word. */
union semun_arg {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

int semctl(int id, int num, int cmd, ...)
{
	union semun_arg arg = { 0 };
	va_list ap;

	switch (cmd) {
	case SETVAL:
	case GETALL:
	case SETALL:
	case IPC_STAT:
	case IPC_SET:
	case IPC_INFO:
	case SEM_INFO:
	case SEM_STAT:
	case SEM_STAT_ANY:
		va_start(ap, cmd);
		arg = va_arg(ap, union semun_arg);
		va_end(ap);
		break;
	}
	return __syscall_ret(__syscall(SYS_semctl, id, num, cmd | IPC_CMD_64, arg.buf));
}
