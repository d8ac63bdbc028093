/* printf, vprintf, fprintf and vfprintf go through the FILE: output in
   order, counts returned, -1 on a stream that cannot be written.
   (Needs stdio's FILE.) */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static int vp(const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vprintf(fmt, ap);
	va_end(ap);
	return r;
}

static int vf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vfprintf(f, fmt, ap);
	va_end(ap);
	return r;
}

int main(int argc, char **argv)
{
	char buf[4096];
	FILE *f;
	size_t n;

	if (argc > 1) {
		/* Child: write to stdout. */
		if (printf("%d %s\n", 42, "hello") != 9 || vp("%.3e|%5c\n", 1234.5, 'z') != 16)
			return 2;
		return fprintf(stdout, "%08.3f\n", -3.5) == 9 ? 0 : 3;
	}
	{
		char *args[] = { argv[0], "child", 0 };
		char *envs[] = { 0 };
		int st = t_run_self(args, envs, buf, sizeof buf, 0);
		CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
		CHECK_STR(buf, "42 hello\n1.234e+03|    z\n-003.500\n");
	}

	f = fopen("out.txt", "w");
	CHECK(f != NULL);
	CHECK_EQ(fprintf(f, "%s:%x", "hex", 3054), 7);
	CHECK_EQ(vf(f, "%2000s|", "end"), 2001);
	CHECK_EQ(fclose(f), 0);
	f = fopen("out.txt", "r");
	CHECK(f != NULL);
	n = fread(buf, 1, sizeof buf, f);
	fclose(f);
	CHECK_EQ(n, 2008);
	CHECK_EQ(memcmp(buf, "hex:bee", 7), 0);
	CHECK_EQ(memcmp(buf + 2004, "end|", 4), 0);

	/* A stream open for reading only cannot take output. */
	f = fopen("out.txt", "r");
	CHECK(f != NULL);
	CHECK_EQ(fprintf(f, "%d", 1), -1);
	fclose(f);
	return 0;
}
