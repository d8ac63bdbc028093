/* <libgen.h>: basename and dirname give POSIX's answers and change their
   argument exactly as glibc's POSIX versions do (trailing slashes cut in
   place, "//" kept as two slashes), so a program's output is the same. */
#include <libgen.h>
#include <string.h>
#include "check.h"

static const struct {
	const char *in, *base, *base_buf, *dir, *dir_buf;
} cases[] = {
	/* path, basename, its buffer after, dirname, its buffer after */
	{ "", ".", "", ".", "" },
	{ "/", "/", "/", "/", "/" },
	{ "//", "/", "//", "//", "//" },
	{ "///", "/", "///", "/", "/" },
	{ "a", "a", "a", ".", "a" },
	{ "a/", "a", "a", ".", "a/" },
	{ "a//", "a", "a", ".", "a//" },
	{ "/a", "a", "/a", "/", "/" },
	{ "//a", "a", "//a", "//", "//" },
	{ "///a", "a", "///a", "/", "/" },
	{ "/a/", "a", "/a", "/", "/" },
	{ "a/b", "b", "a/b", "a", "a" },
	{ "a/b/", "b", "a/b", "a", "a" },
	{ "a//b//", "b", "a//b", "a", "a" },
	{ "/usr/lib", "lib", "/usr/lib", "/usr", "/usr" },
	{ "/usr/lib/", "lib", "/usr/lib", "/usr", "/usr" },
	{ "usr", "usr", "usr", ".", "usr" },
	{ "//usr//lib//", "lib", "//usr//lib", "//usr", "//usr" },
	{ ".", ".", ".", ".", "." },
	{ "..", "..", "..", ".", ".." },
	{ "./", ".", ".", ".", "./" },
	{ "../a", "a", "../a", "..", ".." },
	{ "/a/b/c", "c", "/a/b/c", "/a/b", "/a/b" },
	{ "a///b", "b", "a///b", "a", "a" },
	{ "//a//", "a", "//a", "//", "//" },
};

int main(void)
{
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char b[64], d[64];
		strcpy(b, cases[i].in);
		strcpy(d, cases[i].in);
		CHECK_STR(basename(b), cases[i].base);
		CHECK_STR(b, cases[i].base_buf);
		CHECK_STR(dirname(d), cases[i].dir);
		CHECK_STR(d, cases[i].dir_buf);
	}
	CHECK_STR(basename(NULL), ".");
	CHECK_STR(dirname(NULL), ".");

	/* the result points into the argument when it is a part of it */
	char p[] = "/x/yz";
	CHECK(basename(p) == p + 3);
	CHECK(dirname(p) == p);
	return 0;
}
