/* Uncontended mutex lock/unlock in a process that never creates a thread
   (a libc may skip atomics until the first pthread_create). */
#include "tbench.h"

/* bench-syscalls mutex_nothread 1000 101000 */

int main(int argc, char **argv)
{
	static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

	tb_args(argc, argv);
	TBENCH("mutex_nothread", 0, { pthread_mutex_lock(&m); b_clobber(); pthread_mutex_unlock(&m); });
	return tb_finish();
}
