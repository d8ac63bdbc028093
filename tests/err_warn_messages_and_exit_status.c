/* <err.h>: warn/warnx/err/errx and the v forms write "name: message",
   with ": strerror(errno)" for the non-x ones, as one line on stderr; the
   err forms exit with the given status after running atexit handlers. */
#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static void call_vwarn(int x, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (x)
		vwarnx(fmt, ap);
	else
		vwarn(fmt, ap);
	va_end(ap);
}

static void bye(void)
{
	fputs("atexit ran\n", stdout);
}

int main(int argc, char **argv)
{
	if (argc > 1) {
		atexit(bye);
		errno = EACCES;
		switch (argv[1][0]) {
		case 'w':
			warn("n=%d", 5);
			warn(NULL);
			warnx("x%s", "y");
			warnx(NULL);
			errno = ENOENT;
			call_vwarn(0, "v%d", 1);
			call_vwarn(1, "v%d", 2);
			return 0;
		case 'e':
			err(3, "fatal %s", "thing");
		case 'x':
			errx(4, "plain");
		}
		return 9;
	}

	char *name = strrchr(argv[0], '/') + 1, expect[1024], out[2048];
	char *const aw[] = { argv[0], "w", 0 }, *const ae[] = { argv[0], "e", 0 },
		*const ax[] = { argv[0], "x", 0 };
	int st = t_run_self(aw, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	snprintf(expect, sizeof expect,
		 "%s: n=5: Permission denied\n%s: Permission denied\n%s: xy\n%s: \n"
		 "%s: v1: No such file or directory\n%s: v2\natexit ran\n",
		 name, name, name, name, name, name);
	CHECK_STR(out, expect);

	st = t_run_self(ae, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 3);
	snprintf(expect, sizeof expect, "%s: fatal thing: Permission denied\natexit ran\n", name);
	CHECK_STR(out, expect);

	st = t_run_self(ax, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 4);
	snprintf(expect, sizeof expect, "%s: plain\natexit ran\n", name);
	CHECK_STR(out, expect);
	return 0;
}
