/* setenv/unsetenv/putenv/clearenv/secure_getenv: EINVAL for bad names,
   overwrite flag honoured, unsetenv removes every occurrence, putenv puts
   the string itself in the environment and "NAME" alone removes NAME,
   children see the edited environment, repeated setenv does not grow
   memory without bound.  Needs malloc in weft. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "check.h"

extern char **environ;

static int count_name(const char *prefix)
{
	int n = 0;
	size_t l = strlen(prefix);

	for (char **e = environ; e && *e; e++)
		n += !strncmp(*e, prefix, l);
	return n;
}

int main(int argc, char **argv)
{
	char buf[256];
	int st;

	if (argc > 1) {
		/* Child: prints the variables it was given. */
		const char *a = getenv("A"), *b = getenv("B");
		t_puts(1, a ? a : "-");
		t_puts(1, ",");
		t_puts(1, b ? b : "-");
		return 0;
	}

	CHECK_ERR(setenv("", "x", 1), EINVAL);
	CHECK_ERR(setenv("A=B", "x", 1), EINVAL);
	CHECK_ERR(setenv(0, "x", 1), EINVAL);
	CHECK_ERR(unsetenv(""), EINVAL);
	CHECK_ERR(unsetenv("A=B"), EINVAL);
	CHECK_ERR(unsetenv(0), EINVAL);

	CHECK_EQ(setenv("WEFT_T1", "one", 0), 0);
	CHECK_STR(getenv("WEFT_T1"), "one");
	CHECK_EQ(setenv("WEFT_T1", "two", 0), 0);
	CHECK_STR(getenv("WEFT_T1"), "one");
	CHECK_EQ(setenv("WEFT_T1", "three", 1), 0);
	CHECK_STR(getenv("WEFT_T1"), "three");
	CHECK_EQ(count_name("WEFT_T1="), 1);
	CHECK_EQ(setenv("WEFT_T1", "", 1), 0);
	CHECK_STR(getenv("WEFT_T1"), "");
	CHECK_EQ(unsetenv("WEFT_T1"), 0);
	CHECK(getenv("WEFT_T1") == 0);
	CHECK_EQ(unsetenv("WEFT_T1"), 0);    /* absent is fine */

	/* A name that is a prefix of another does not match it. */
	CHECK_EQ(setenv("WEFT_AB", "long", 1), 0);
	CHECK_EQ(setenv("WEFT_A", "short", 1), 0);
	CHECK_STR(getenv("WEFT_AB"), "long");
	CHECK_EQ(unsetenv("WEFT_A"), 0);
	CHECK_STR(getenv("WEFT_AB"), "long");

	/* putenv: the string itself, changes show through. */
	static char pe[] = "WEFT_P=first";
	CHECK_EQ(putenv(pe), 0);
	CHECK_STR(getenv("WEFT_P"), "first");
	CHECK(getenv("WEFT_P") == pe + 7);
	memcpy(pe + 7, "again", 6);
	CHECK_STR(getenv("WEFT_P"), "again");
	static char pe2[] = "WEFT_P=second";
	CHECK_EQ(putenv(pe2), 0);
	CHECK(getenv("WEFT_P") == pe2 + 7);
	CHECK_EQ(count_name("WEFT_P="), 1);
	CHECK_STR(pe, "WEFT_P=again");      /* not freed or changed */
	static char rm[] = "WEFT_P";
	CHECK_EQ(putenv(rm), 0);
	CHECK(getenv("WEFT_P") == 0);

	/* setenv over a putenv string leaves the string alone. */
	CHECK_EQ(putenv(pe), 0);
	CHECK_EQ(setenv("WEFT_P", "x", 1), 0);
	CHECK_STR(getenv("WEFT_P"), "x");
	CHECK_STR(pe, "WEFT_P=again");

	/* unsetenv removes duplicates too (an environment may have them). */
	static char d1[] = "WEFT_D=1", d2[] = "WEFT_D=2", other[] = "WEFT_E=3";
	char *dup_env[] = { d1, other, d2, 0 };
	environ = dup_env;
	CHECK_EQ(count_name("WEFT_D="), 2);
	CHECK_EQ(unsetenv("WEFT_D"), 0);
	CHECK_EQ(count_name("WEFT_D="), 0);
	CHECK_STR(getenv("WEFT_E"), "3");
	CHECK_STR(d1, "WEFT_D=1");

	/* Children get the edited environment. */
	CHECK_EQ(setenv("A", "alpha", 1), 0);
	CHECK_EQ(setenv("B", "beta", 1), 0);
	CHECK_EQ(unsetenv("B"), 0);
	char *args[] = { argv[0], "child", 0 };
	st = t_run_self(args, environ, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(buf, "alpha,-");

	/* Repeated setenv of one name keeps a single entry. */
	for (int i = 0; i < 100000; i++)
		CHECK_EQ(setenv("WEFT_LOOP", i % 2 ? "odd value" : "even", 1), 0);
	CHECK_EQ(count_name("WEFT_LOOP="), 1);

	/* secure_getenv: this program is not set-id. */
	CHECK_STR(secure_getenv("A"), "alpha");

	/* clearenv empties it, setenv works afterwards. */
	CHECK_EQ(clearenv(), 0);
	CHECK(getenv("A") == 0);
	CHECK_EQ(count_name(""), 0);
	CHECK_EQ(setenv("A", "new", 1), 0);
	CHECK_STR(getenv("A"), "new");
	CHECK_EQ(count_name(""), 1);
	return 0;
}
