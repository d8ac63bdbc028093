/* pthread_once after the initialiser has run (the fast path). */
#include "tbench.h"

/* bench-syscalls once 1000 101000 */

static pthread_once_t o = PTHREAD_ONCE_INIT;
static int inits;

static void init(void)
{
	inits++;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();
	pthread_once(&o, init);
	TBENCH("once", 0, { pthread_once(&o, init); b_clobber(); });
	if (inits != 1)
		tb_die("bench: once ran its initialiser more than once");
	return tb_finish();
}
