/* Test helper for the weft_cc_* tests: shell commands that run the built
   weft-cc, and one pass of a test per compiler weft-cc can wrap. */
#ifndef WEFT_TEST_WEFT_CC_TEST_H
#define WEFT_TEST_WEFT_CC_TEST_H

#include <stdlib.h>
#include "check.h"

#define CC "\"$WEFT_BUILD/bin/weft-cc\" "
#define OK(cmd) CHECK_EQ(t_sh(cmd), 0)

/* WEFT_CC picks the compiler weft-cc runs (unset: the one it was built
   with); the name goes to stderr so a failure's log says which pass. */
static void wcc_use(const char *weft_cc)
{
	if (weft_cc)
		setenv("WEFT_CC", weft_cc, 1);
	else
		unsetenv("WEFT_CC");
	t_puts(2, "WEFT_CC=");
	t_puts(2, weft_cc ? weft_cc : "(unset)");
	t_puts(2, "\n");
}

/* gcc and clang each have their own driver quirks weft-cc must cover, so
   every pass runs with each of them that is installed here. */
static void wcc_each_compiler(void (*pass)(void))
{
	wcc_use(0);
	pass();
	if (t_sh("command -v gcc >/dev/null") == 0) {
		wcc_use("gcc");
		pass();
	}
	if (t_sh("command -v clang >/dev/null") == 0) {
		wcc_use("clang");
		pass();
	}
}

#endif
