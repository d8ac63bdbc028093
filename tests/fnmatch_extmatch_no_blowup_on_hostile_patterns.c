/* fnmatch with FNM_EXTMATCH: repeated groups whose pieces can be split
   many ways ("*(a|aa)", "*(*)") against long names that almost match are
   decided in polynomial time, names longer than the on-stack table work,
   and groups nested too deeply fail with -1 instead of overflowing the
   stack.  Weft-only: glibc tries every split (minutes on these) and has
   no nesting limit. */
// test: weft-only
#define _GNU_SOURCE
#include <fnmatch.h>
#include <string.h>
#include "check.h"

static char name[3001], pat[40001];

int main(void)
{
	memset(name, 'a', 60);
	CHECK_EQ(fnmatch("*(a|aa)x", name, FNM_EXTMATCH), FNM_NOMATCH);
	CHECK_EQ(fnmatch("+(a|aa)", name, FNM_EXTMATCH), 0);
	CHECK_EQ(fnmatch("*(*)x", name, FNM_EXTMATCH), FNM_NOMATCH);
	CHECK_EQ(fnmatch("*(+(a)|a*(a))b", name, FNM_EXTMATCH), FNM_NOMATCH);
	name[59] = 'x';
	CHECK_EQ(fnmatch("*(a|aa)x", name, FNM_EXTMATCH), 0);

	/* longer than the table kept on the stack */
	memset(name, 'a', 3000);
	CHECK_EQ(fnmatch("*(a)", name, FNM_EXTMATCH), 0);
	CHECK_EQ(fnmatch("*(a)b", name, FNM_EXTMATCH), FNM_NOMATCH);
	name[2999] = 'b';
	CHECK_EQ(fnmatch("*(a)b", name, FNM_EXTMATCH), 0);

	/* 10000 groups, each inside the previous one */
	for (int i = 0; i < 10000; i++)
		memcpy(pat + 2 * i, "@(", 2);
	pat[20000] = 'a';
	memset(pat + 20001, ')', 10000);
	CHECK_EQ(fnmatch(pat, "a", FNM_EXTMATCH), -1);
	/* without the flag they are ordinary characters */
	CHECK_EQ(fnmatch(pat, "a", 0), FNM_NOMATCH);
	return 0;
}
