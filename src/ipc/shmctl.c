#include <sys/shm.h>
#include "ipc_impl.h"
#include "syscall.h"

/* struct shmid_ds is the kernel's shmid64_ds, and IPC_INFO / SHM_INFO
   fill a struct shminfo / shm_info the caller passes through the same
   pointer: no conversion. */
int shmctl(int id, int cmd, struct shmid_ds *buf)
{
	return __syscall_ret(__syscall(SYS_shmctl, id, cmd | IPC_CMD_64, buf));
}
