/* A pthread_cleanup_push + pthread_cleanup_pop(0) pair in a program that
   can never act on a cancellation: it references neither pthread_cancel
   nor pthread_exit (bench/cancel.c measures the pair where it can). */
#include "tbench.h"

/* bench-syscalls cleanup_pushpop_nocancel 1000 101000 */

static void noop(void *arg)
{
	b_keep(arg);
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();
	TBENCH("cleanup_pushpop_nocancel", 0, {
		pthread_cleanup_push(noop, &b_i);
		b_clobber();
		pthread_cleanup_pop(0);
	});
	return tb_finish();
}
