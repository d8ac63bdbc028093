/* A signal handler interrupting sem_wait, sem_timedwait or sem_clockwait
   makes it fail with EINTR (POSIX), the semaphore unchanged: for all
   three with a handler without SA_RESTART, and for the timed ones with
   SA_RESTART too.  sem_wait with SA_RESTART goes on waiting:
   sem_wait_restarts_under_sa_restart. */
// test: cflags -pthread
#include "sem_wait_eintr.h"

int main(void)
{
	t_eintr_case(W_WAIT, 0);
	t_eintr_case(W_TIMEDWAIT, 0);
	t_eintr_case(W_CLOCKWAIT, 0);
	t_eintr_case(W_TIMEDWAIT, SA_RESTART);
	t_eintr_case(W_CLOCKWAIT, SA_RESTART);
	return 0;
}
