/* weft-cc behaves as a cc for Makefiles: -c/-E/-S, multi-file links,
   -I -D -U -L -l, -std=, -Wl, the empty -lpthread/-lm/... libraries, and a
   call to a missing function fails to link naming it.  The same with gcc
   and clang through WEFT_CC when they are installed. */
// test: weft-only
// test: timeout 120
#include <stdio.h>
#include <stdlib.h>
#include "check.h"
#include "weft_cc_test.h"

#define CC "\"$WEFT_BUILD/bin/weft-cc\" "

static void files(void)
{
	CHECK_EQ(t_sh("mkdir -p inc libs && "
		"printf '#define GREETING \"hi\"\\nint twice(int);\\n' > inc/two.h && "
		"printf '#include <two.h>\\nint twice(int x) { return 2 * x; }\\n' > two.c && "
		"printf '#include <unistd.h>\\n#include <string.h>\\n#include <two.h>\\n"
		"#ifndef EXTRA\\n#error EXTRA missing\\n#endif\\n#ifdef GONE\\n#error GONE defined\\n#endif\\n"
		"int main(void) { write(1, GREETING, strlen(GREETING)); return twice(EXTRA); }\\n' > main.c"), 0);
}

/* Copies fmt to out with each %s replaced by env (no stdio needed). */
static void fill_env(char *out, const char *fmt, const char *env)
{
	size_t n = 0;
	for (; *fmt && n < 2000; fmt++) {
		if (fmt[0] == '%' && fmt[1] == 's') {
			for (const char *e = env; *e; e++)
				out[n++] = *e;
			fmt++;
		} else {
			out[n++] = *fmt;
		}
	}
	out[n] = 0;
}

static void modes(const char *env)
{
	char cmd[2048];
#define RUN(fmt) (fill_env(cmd, fmt, env), t_sh(cmd))
	/* separate compilation, an archive of our own, -L/-l, and link flags */
	CHECK_EQ(RUN("rm -f *.o a.out prog libs/*; %s " CC "-O2 -g -Wall -std=c99 -Iinc -c two.c"), 0);
	CHECK_EQ(RUN("ar rcs libs/libtwo.a two.o"), 0);
	CHECK_EQ(RUN("%s " CC "-O1 -Wextra -Iinc -DEXTRA=21 -DGONE -UGONE -c main.c -o main.o"), 0);
	CHECK_EQ(RUN("%s " CC "-static -Wl,--build-id=none -o prog main.o -Llibs -ltwo "
		     "-pthread -lpthread -lrt -ldl -lutil -lxnet -lm -lc"), 0);
	CHECK_EQ(RUN("./prog > out; test $? -eq 42 && test \"$(cat out)\" = hi"), 0);
	/* one step, several sources */
	CHECK_EQ(RUN("%s " CC "-Os -Iinc -DEXTRA=1 main.c two.c && ./a.out >/dev/null; test $? -eq 2"), 0);
	/* -E and -S */
	CHECK_EQ(RUN("%s " CC "-E -Iinc -DEXTRA=1 main.c | grep -q 'write(1, \"hi\"'"), 0);
	CHECK_EQ(RUN("%s " CC "-S -Iinc -o two.s two.c && grep -q twice two.s"), 0);
	/* weft's headers, not the host's, plus the compiler's freestanding ones */
	CHECK_EQ(RUN("printf '#include <stddef.h>\\n#include <stdarg.h>\\n#include <stdbool.h>\\n"
		     "#include <float.h>\\n#include <iso646.h>\\n#include <stdalign.h>\\n#include <stdnoreturn.h>\\n"
		     "#include <stdint.h>\\n#include <limits.h>\\n#include <errno.h>\\n"
		     "_Static_assert(sizeof(int64_t) == 8, \"\");\\n"
		     "#ifndef PTHREAD_STACK_MIN\\n#error no weft limits\\n#endif\\n' > hdr.c && "
		     "%s " CC "-std=c11 -D_POSIX_C_SOURCE=200809L -c hdr.c && %s " CC "-E hdr.c | grep -q \"$WEFT_ROOT/include/stdint.h\" && "
		     "! %s " CC "-E hdr.c | grep -q '\"/usr/include/'"), 0);
	/* a missing function is a link error that names it (-lm accepted;
	   libm itself is in libweft.a, so the name is one no libc has) */
	CHECK_EQ(RUN("printf 'double no_such_fn(double);\\nint main(int c, char **v) { (void)v; return (int)no_such_fn(c); }\\n' > m.c && "
		     "! %s " CC "-o m m.c -lm 2> err.txt && grep -q \"undefined reference to .no_such_fn'\" err.txt"), 0);
	/* what weft cannot do fails loudly */
	CHECK_EQ(RUN("! %s " CC "-shared -o lib.so two.c 2> err.txt && grep -q 'not supported' err.txt"), 0);
#undef RUN
}

int main(void)
{
	CHECK(getenv("WEFT_BUILD"));
	files();
	modes("");
	for (int clang = 0; clang < 2; clang++) {
		const char *c = wcc_compiler(clang);
		char env[160];
		if (!c)
			continue;
		snprintf(env, sizeof env, "WEFT_CC='%s'", c);
		modes(env);
	}
	return 0;
}
