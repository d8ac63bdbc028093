/* Signals between threads:
 *   kill_roundtrip   main pthread_kill's a partner thread that waits in
 *                    sigwait; the partner answers with pthread_kill back
 *                    to main, which waits in sigwait too: one round trip
 *                    (two pthread_kill, two sigwait wake-ups) per op.
 *                    SIGUSR1 is blocked in both threads throughout.
 */
#include <signal.h>
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls kill_roundtrip 1000 6000 */

static pthread_t main_id;
static sigset_t usr1;
static volatile int quit;

static void *partner(void *arg)
{
	int sig;

	(void)arg;
	for (;;) {
		if (sigwait(&usr1, &sig))
			tb_die("bench: sigwait failed");
		if (quit)
			break;
		if (pthread_kill(main_id, SIGUSR1))
			tb_die("bench: pthread_kill failed");
	}
	return 0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	/* Before creating the partner, which inherits the mask. */
	pthread_sigmask(SIG_BLOCK, &usr1, 0);
	main_id = pthread_self();

	if (tb_want("kill_roundtrip", 1)) {
		struct tb_loop l;
		pthread_t t;
		long k;
		int sig;

		if (pthread_create(&t, 0, partner, 0))
			tb_die("bench: pthread_create failed");
		tb_start(&l, TB_TARGET);
		while ((k = tb_next(&l, 64))) {
			for (long i = 0; i < k; i++) {
				if (pthread_kill(t, SIGUSR1))
					tb_die("bench: pthread_kill failed");
				if (sigwait(&usr1, &sig))
					tb_die("bench: sigwait failed");
			}
		}
		quit = 1;
		pthread_kill(t, SIGUSR1);
		pthread_join(t, 0);
		tb_report("kill_roundtrip", l.el, l.ops);
	}
	return tb_finish();
}
