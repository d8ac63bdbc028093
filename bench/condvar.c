/* Condition variables: ping-pong between two threads (one op = one round
   trip, two hand-offs), and signal/broadcast with nobody waiting. */
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls cond_signal_idle 1000 101000 */
/* bench-syscalls cond_pingpong 1000 6000 */

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int turn;	/* 0: main's turn, 1: the partner's, 2: quit */

static void *partner(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	for (;;) {
		while (turn == 0)
			pthread_cond_wait(&c, &m);
		if (turn == 2)
			break;
		turn = 0;
		pthread_cond_signal(&c);
	}
	pthread_mutex_unlock(&m);
	return 0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();

	TBENCH("cond_signal_idle", 0, { pthread_cond_signal(&c); b_clobber(); });
	TBENCH("cond_broadcast_idle", 0, { pthread_cond_broadcast(&c); b_clobber(); });

	if (tb_want("cond_pingpong", 1)) {
		struct tb_loop l;
		pthread_t t;
		long k;

		turn = 0;
		if (pthread_create(&t, 0, partner, 0))
			tb_die("bench: pthread_create failed");
		tb_start(&l, TB_TARGET);
		while ((k = tb_next(&l, 64))) {
			for (long i = 0; i < k; i++) {
				pthread_mutex_lock(&m);
				turn = 1;
				pthread_cond_signal(&c);
				while (turn != 0)
					pthread_cond_wait(&c, &m);
				pthread_mutex_unlock(&m);
			}
		}
		pthread_mutex_lock(&m);
		turn = 2;
		pthread_cond_signal(&c);
		pthread_mutex_unlock(&m);
		pthread_join(t, 0);
		tb_report("cond_pingpong", l.el, l.ops);
	}
	return tb_finish();
}
