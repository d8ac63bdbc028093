/* Test helper for the weft_cc_* tests: shell commands that run the built
   weft-cc, and one pass of a test per compiler weft-cc can wrap. */
#ifndef WEFT_TEST_WEFT_CC_TEST_H
#define WEFT_TEST_WEFT_CC_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define CC "\"$WEFT_BUILD/bin/weft-cc\" "
#define OK(cmd) CHECK_EQ(t_sh(cmd), 0)

/* WEFT_CC picks the compiler weft-cc runs (unset: the one it was built
   with); the name goes to stderr so a failure's log says which pass. */
__attribute__((unused)) static void wcc_use(const char *weft_cc)
{
	if (weft_cc)
		setenv("WEFT_CC", weft_cc, 1);
	else
		unsetenv("WEFT_CC");
	t_puts(2, "WEFT_CC=");
	t_puts(2, weft_cc ? weft_cc : "(unset)");
	t_puts(2, "\n");
}

/* The gcc and the clang weft-cc can wrap here (each a command for
   WEFT_CC): built for another arch (under qemu-user), its cross gcc (the
   one weft was built with) and clang targeting it.  Null when that
   compiler is not installed. */
__attribute__((unused)) static const char *wcc_compiler(int clang)
{
	static char name[2][128];
	const char *arch = getenv("WEFT_ARCH"), *cross = getenv("WEFT_BUILD_CC");
	char *n = name[clang != 0], cmd[192 + sizeof name[0]];
	if (!clang)
		snprintf(n, sizeof name[0], "%s", t_under_qemu() && cross ? cross : "gcc");
	else if (t_under_qemu() && arch)
		snprintf(n, sizeof name[0], "clang --target=%s-linux-gnu", arch);
	else
		snprintf(n, sizeof name[0], "clang");
	snprintf(cmd, sizeof cmd, "set -- %s; command -v $1 >/dev/null", n);
	return t_sh(cmd) == 0 ? n : 0;
}

/* gcc and clang each have their own driver quirks weft-cc must cover, so
   every pass runs with each of them that is installed here.  The shell
   commands name nm as $NM: under qemu-user the cross one, since the host's
   lists another arch's mapping symbols ($x, $d) too. */
__attribute__((unused)) static void wcc_each_compiler(void (*pass)(void))
{
	const char *cross = getenv("WEFT_BUILD_CC");
	size_t n = cross ? strlen(cross) : 0;
	char nm[128];
	if (t_under_qemu() && n > 3 && n < sizeof nm && !strcmp(cross + n - 3, "gcc")) {
		snprintf(nm, sizeof nm, "%.*snm", (int)(n - 3), cross);
		setenv("NM", nm, 1);
	} else if (!getenv("NM")) {
		setenv("NM", "nm", 1);
	}
	wcc_use(0);
	pass();
	for (int clang = 0; clang < 2; clang++) {
		const char *c = wcc_compiler(clang);
		if (c) {
			wcc_use(c);
			pass();
		}
	}
}

#endif
