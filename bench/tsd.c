/* Thread-specific data: pthread_getspecific and pthread_setspecific on a
   key that already has a value. */
#include "tbench.h"

int main(int argc, char **argv)
{
	pthread_key_t k;
	static int x, y;

	tb_args(argc, argv);
	tb_threaded();
	if (pthread_key_create(&k, 0) || pthread_setspecific(k, &x))
		tb_die("bench: pthread_key_create failed");
	TBENCH("tsd_get", 0, { void *p = pthread_getspecific(k); b_keep(p); b_clobber(); });
	TBENCH("tsd_set", 0, { pthread_setspecific(k, (b_i & 1) ? &x : &y); b_clobber(); });
	pthread_key_delete(k);
	return tb_finish();
}
