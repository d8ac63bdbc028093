/* sem_wait fails with EINTR when a handler installed with SA_RESTART
   interrupts it, as POSIX says sem_wait does after any handler.  weft
   only: glibc lets the kernel restart its untimed futex wait, so its
   sem_wait goes on waiting (docs/semaphore.md). */
// test: weft-only
// test: cflags -pthread
#include "sem_wait_eintr.h"

int main(void)
{
	t_eintr_case(W_WAIT, SA_RESTART);
	return 0;
}
