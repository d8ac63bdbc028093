/* Process start-up and exit: fork + execve of a trivial static child, the
   cost users see for every short-lived command. */
#include <stdlib.h>
#include <sys/wait.h>
#include "bench.h"

int main(int argc, char **argv)
{
	if (argc > 1)
		return 0;
	const long long t = 300 * 1000 * 1000;
	long long ops = 0, t0 = b_now(), el;
	do {
		pid_t p = fork();
		if (p == 0) {
			char *a[] = { argv[0], "child", 0 };
			char *e[] = { 0 };
			execve("/proc/self/exe", a, e);
			_exit(127);
		}
		int st;
		waitpid(p, &st, 0);
		ops++;
		el = b_now() - t0;
	} while (el < t);
	b_report("startup_exec", el, ops);
	return 0;
}
