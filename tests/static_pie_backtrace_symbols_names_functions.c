/* backtrace_symbols in a static PIE names the functions: the symbol
   table's addresses are relative to the load address, which is not 0.
   (weft-only: glibc's static PIE prints bare addresses.) */
// test: weft-only
// test: cflags -static-pie -O1 -fasynchronous-unwind-tables
#include <execinfo.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static char *line;

__attribute__((noinline)) static void inner_frame(void)
{
	void *f[2];
	char **s;

	CHECK_EQ(backtrace(f, 2), 2);
	s = backtrace_symbols(f, 2);
	CHECK(s != 0);
	line = strdup(s[0]);
	free(s);
	__asm__ volatile("" ::: "memory");
}

int main(void)
{
	inner_frame();
	CHECK(line != 0);
	CHECK(strstr(line, "(inner_frame+0x") != 0);
	free(line);
	return 0;
}
