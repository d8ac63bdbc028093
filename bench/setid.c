/* setgid in a process with 1, 16 and 64 idle threads: the cost of
   applying a credential change to every thread (docs/setid.md).  Needs
   root (setgid to any group); otherwise prints nothing. */
#include <unistd.h>
#include "tbench.h"

/* bench-syscalls setid_64 100 1100 */

static int pipefd[2];

static void *idle(void *arg)
{
	char c;
	(void)arg;
	while (read(pipefd[0], &c, 1) < 0)
		;
	return 0;
}

static void run(const char *name, int want)
{
	static pthread_t t[64];
	static int have;
	struct tb_loop l;
	long k;

	if (!tb_want(name, 0))
		return;
	while (have < want)
		if (pthread_create(&t[have++], 0, idle, 0))
			tb_die("bench: pthread_create");
	tb_start(&l, TB_TARGET);
	while ((k = tb_next(&l, 16)))
		for (long i = 0; i < k; i++)
			if (setgid(1000 + (i & 1)))
				tb_die("bench: setgid");
	tb_report(name, l.el, l.ops);
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	if (geteuid() != 0)
		return 0;
	if (pipe(pipefd))
		tb_die("bench: pipe");
	run("setid_1", 1);
	run("setid_16", 16);
	run("setid_64", 64);
	return tb_finish();
}
