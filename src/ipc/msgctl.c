#include <sys/msg.h>
#include "ipc_impl.h"
#include "syscall.h"

/* struct msqid_ds is the kernel's msqid64_ds; IPC_INFO / MSG_INFO fill a
   struct msginfo through the same pointer. */
int msgctl(int id, int cmd, struct msqid_ds *buf)
{
	return __syscall_ret(__syscall(SYS_msgctl, id, cmd | IPC_CMD_64, buf));
}
