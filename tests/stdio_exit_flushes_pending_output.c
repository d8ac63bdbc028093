/* Output left in stdout's buffer (a pipe: fully buffered) is written by
   exit() and by returning from main, and is lost with _exit(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(int argc, char **argv)
{
	char out[256];

	if (argc == 2) {
		fputs("pending ", stdout);
		fputs("output", stdout);
		if (!strcmp(argv[1], "exit"))
			exit(0);
		if (!strcmp(argv[1], "_exit"))
			_exit(0);
		return 0;
	}
	char *envp[] = { 0 };
	char *a1[] = { argv[0], "exit", 0 };
	CHECK_EQ(t_run_self(a1, envp, out, sizeof out, 0), 0);
	CHECK_STR(out, "pending output");
	char *a2[] = { argv[0], "return", 0 };
	CHECK_EQ(t_run_self(a2, envp, out, sizeof out, 0), 0);
	CHECK_STR(out, "pending output");
	char *a3[] = { argv[0], "_exit", 0 };
	CHECK_EQ(t_run_self(a3, envp, out, sizeof out, 0), 0);
	CHECK_STR(out, "");
	return 0;
}
