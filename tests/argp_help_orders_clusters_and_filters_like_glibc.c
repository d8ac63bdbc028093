/* The help of an argp tree as glibc lays it out (texts taken from glibc
   2.36): entries sorted by group (non-negative groups up, then negative
   ones), inside a group by first letter with lower case first, long-only
   and doc entries where glibc puts them; child clusters with their
   headers (a later sibling of the same group first, nested clusters
   inside their parent's); a shadowed short option shown only once;
   option texts that start past column 29 or do not fit; header texts
   wrapped at column 1; help filters replacing or dropping texts and
   adding ARGP_KEY_HELP_EXTRA; several args_doc alternatives making one
   usage line per combination; long program names wrapping the "Try"
   line. */
#define _GNU_SOURCE
#include <argp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static struct argp_option o_a[] = {
	{"Zeta", 'Z', 0, 0, "Upper zeta", 0},
	{"zeta", 'z', 0, 0, "Lower zeta", 0},
	{"alpha", 0x101, 0, 0, "Long only alpha", 0},
	{"Alpha2", 0x102, 0, 0, "Long only Alpha2", 0},
	{"beta", 'b', "B", OPTION_ARG_OPTIONAL, 0, 0},
	{0, 'x', "XX", 0, "Short only with arg", 0},
	{0, 'y', "YY", OPTION_ARG_OPTIONAL, "Short only optional", 0},
	{"nine-chars-x", 'n', "ARGUMENT", 0, "Col just past", 0},
	{"nine-char", 'N', "ARGUMNT", 0, "Col exact", 0},
	{"w", 'w', 0, 0, "Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordthatdoesnotfit here and more text", 0},
	{"dup", 'z', 0, 0, "Shadowed short z", 0},
	{0, 0, 0, 0, "Header with a group of its own, long enough to need wrapping because it goes on and on past the margin", 3},
	{"g3", '3', 0, 0, "In group three", 0},
	{"gneg", 'G', 0, 0, "In group minus two", -2},
	{0}
};
static struct argp_option o_c1[] = { {"c1", '1', 0, 0, "child one", 0}, {0} };
static struct argp_option o_c2[] = { {"c2", '2', 0, 0, "child two", 0}, {0} };
static struct argp_option o_c3[] = { {"c3", 0x200, 0, 0, "child three, nested", 0}, {0, 0, 0, 0, "Nested header", 0}, {"c3b", 0x201, "V", 0, "c3b", 0}, {0} };
static struct argp_option o_c4[] = { {"c4", '4', 0, 0, "child four, group but no header", 0}, {0} };
static struct argp c3 = { o_c3, 0, "C3ARG", "c3 doc", 0, 0, 0 };
static struct argp_child k2[] = { { &c3, 0, "Nested cluster:", 0 }, {0} };
static struct argp c1 = { o_c1, 0, "[C1...]\nC1ALT", "\vc1 post", 0, 0, 0 };
static struct argp c2 = { o_c2, 0, 0, 0, k2, 0, 0 };
static struct argp c4 = { o_c4, 0, 0, 0, 0, 0, 0 };
static struct argp_child kids[] = { { &c2, 0, "Second child (index 0):", 0 }, { &c1, 0, "First child (index 1):", 0 }, { &c4, 0, 0, 5 }, {0} };

static char *filt(int key, const char *text, void *input)
{
	(void)input;
	if (key == 'Z') return strdup("FILTERED zeta");
	if (key == 'z') return 0;
	if (key == ARGP_KEY_HELP_EXTRA) return strdup("extra text");
	if (key == ARGP_KEY_HELP_PRE_DOC && text) { char *s = malloc(strlen(text) + 10); sprintf(s, "[pre]%s", text); return s; }
	if (key == ARGP_KEY_HELP_DUP_ARGS_NOTE) return 0;
	return (char *)text;
}

static const char *const want[] = {
	/* mode 0 */
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"pre doc of edge\n"
	"\n"
	"      --alpha                Long only alpha\n"
	"      --Alpha2               Long only Alpha2\n"
	"  -b, --beta[=B]\n"
	"      --dup                  Shadowed short z\n"
	"  -n, --nine-chars-x=ARGUMENT   Col just past\n"
	"  -N, --nine-char=ARGUMNT    Col exact\n"
	"  -w, --w\n"
	"                             Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordthatdoesnotfit\n"
	"                             here and more text\n"
	"  -x XX                      Short only with arg\n"
	"  -y[YY]                     Short only optional\n"
	"  -z, --zeta                 Lower zeta\n"
	"  -Z, --Zeta                 Upper zeta\n"
	"\n"
	" First child (index 1):\n"
	"  -1, --c1                   child one\n"
	"\n"
	" Second child (index 0):\n"
	"  -2, --c2                   child two\n"
	"\n"
	" Nested cluster:\n"
	"      --c3                   child three, nested\n"
	"\n"
	" Nested header\n"
	"      --c3b=V                c3b\n"
	"\n"
	" Header with a group of its own, long enough to need wrapping because it goes\n"
	" on and on past the margin\n"
	"  -3, --g3                   In group three\n"
	"\n"
	"  -4, --c4                   child four, group but no header\n"
	"\n"
	"  -G, --gneg                 In group minus two\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
	"\n"
	"post doc of edge\n"
	"\n"
	"c1 post\n"
	"\n"
	"Report bugs to someone.\n"
	"=====\n"
	"Usage: a-much-longer-program-name-that-is-long-enough [-wzZ1234G] [-b[B]]\n"
	"            [-n ARGUMENT] [-N ARGUMNT] [-x XX] [-y[YY]] [--alpha] [--Alpha2]\n"
	"            [--beta[=B]] [--dup] [--nine-chars-x=ARGUMENT]\n"
	"            [--nine-char=ARGUMNT] [--w] [--zeta] [--Zeta] [--c1] [--c2] [--c3]\n"
	"            [--c3b=V] [--g3] [--c4] [--gneg] ARGS... C3ARG [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] ARGS...\n"
	"            C3ARG C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            C1ALT\n"
	"Try `a-much-longer-program-name-that-is-long-enough --help' or\n"
	"`a-much-longer-program-name-that-is-long-enough --usage' for more information.\n"
	"=====\n"
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"pre doc of edge\n"
	"\n"
	"post doc of edge\n"
	"\n"
	"c1 post\n",
	/* mode 1 */
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"[pre]pre doc of edge\n"
	"\n"
	"      --alpha                Long only alpha\n"
	"      --Alpha2               Long only Alpha2\n"
	"  -b, --beta[=B]\n"
	"      --dup\n"
	"  -n, --nine-chars-x=ARGUMENT   Col just past\n"
	"  -N, --nine-char=ARGUMNT    Col exact\n"
	"  -w, --w\n"
	"                             Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordthatdoesnotfit\n"
	"                             here and more text\n"
	"  -x XX                      Short only with arg\n"
	"  -y[YY]                     Short only optional\n"
	"  -z, --zeta\n"
	"  -Z, --Zeta                 FILTERED zeta\n"
	"\n"
	" First child (index 1):\n"
	"  -1, --c1                   child one\n"
	"\n"
	" Second child (index 0):\n"
	"  -2, --c2                   child two\n"
	"\n"
	" Nested cluster:\n"
	"      --c3                   child three, nested\n"
	"\n"
	" Nested header\n"
	"      --c3b=V                c3b\n"
	"\n"
	" Header with a group of its own, long enough to need wrapping because it goes\n"
	" on and on past the margin\n"
	"  -3, --g3                   In group three\n"
	"\n"
	"  -4, --c4                   child four, group but no header\n"
	"\n"
	"  -G, --gneg                 In group minus two\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
	"\n"
	"post doc of edge\n"
	"\n"
	"extra text\n"
	"\n"
	"c1 post\n"
	"\n"
	"Report bugs to someone.\n"
	"=====\n"
	"Usage: a-much-longer-program-name-that-is-long-enough [-wzZ1234G] [-b[B]]\n"
	"            [-n ARGUMENT] [-N ARGUMNT] [-x XX] [-y[YY]] [--alpha] [--Alpha2]\n"
	"            [--beta[=B]] [--dup] [--nine-chars-x=ARGUMENT]\n"
	"            [--nine-char=ARGUMNT] [--w] [--zeta] [--Zeta] [--c1] [--c2] [--c3]\n"
	"            [--c3b=V] [--g3] [--c4] [--gneg] ARGS... C3ARG [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] ARGS...\n"
	"            C3ARG C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            C1ALT\n"
	"Try `a-much-longer-program-name-that-is-long-enough --help' or\n"
	"`a-much-longer-program-name-that-is-long-enough --usage' for more information.\n"
	"=====\n"
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"[pre]pre doc of edge\n"
	"\n"
	"post doc of edge\n"
	"\n"
	"extra text\n"
	"\n"
	"c1 post\n",
	/* mode 2 */
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"only post\n"
	"\n"
	"      --alpha                Long only alpha\n"
	"      --Alpha2               Long only Alpha2\n"
	"  -b, --beta[=B]\n"
	"      --dup                  Shadowed short z\n"
	"  -n, --nine-chars-x=ARGUMENT   Col just past\n"
	"  -N, --nine-char=ARGUMNT    Col exact\n"
	"  -w, --w\n"
	"                             Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordthatdoesnotfit\n"
	"                             here and more text\n"
	"  -x XX                      Short only with arg\n"
	"  -y[YY]                     Short only optional\n"
	"  -z, --zeta                 Lower zeta\n"
	"  -Z, --Zeta                 Upper zeta\n"
	"\n"
	" First child (index 1):\n"
	"  -1, --c1                   child one\n"
	"\n"
	" Second child (index 0):\n"
	"  -2, --c2                   child two\n"
	"\n"
	" Nested cluster:\n"
	"      --c3                   child three, nested\n"
	"\n"
	" Nested header\n"
	"      --c3b=V                c3b\n"
	"\n"
	" Header with a group of its own, long enough to need wrapping because it goes\n"
	" on and on past the margin\n"
	"  -3, --g3                   In group three\n"
	"\n"
	"  -4, --c4                   child four, group but no header\n"
	"\n"
	"  -G, --gneg                 In group minus two\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
	"\n"
	"only post\n"
	"\n"
	"c1 post\n"
	"\n"
	"Report bugs to someone.\n"
	"=====\n"
	"Usage: a-much-longer-program-name-that-is-long-enough [-wzZ1234G] [-b[B]]\n"
	"            [-n ARGUMENT] [-N ARGUMNT] [-x XX] [-y[YY]] [--alpha] [--Alpha2]\n"
	"            [--beta[=B]] [--dup] [--nine-chars-x=ARGUMENT]\n"
	"            [--nine-char=ARGUMNT] [--w] [--zeta] [--Zeta] [--c1] [--c2] [--c3]\n"
	"            [--c3b=V] [--g3] [--c4] [--gneg] ARGS... C3ARG [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] ARGS...\n"
	"            C3ARG C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] OTHER C3ARG\n"
	"            C1ALT\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] THIRD C3ARG\n"
	"            C1ALT\n"
	"Try `a-much-longer-program-name-that-is-long-enough --help' or\n"
	"`a-much-longer-program-name-that-is-long-enough --usage' for more information.\n"
	"=====\n"
	"Usage: edge [OPTION...] ARGS... C3ARG [C1...]\n"
	"  or:  edge [OPTION...] ARGS... C3ARG C1ALT\n"
	"  or:  edge [OPTION...] OTHER C3ARG [C1...]\n"
	"  or:  edge [OPTION...] OTHER C3ARG C1ALT\n"
	"  or:  edge [OPTION...] THIRD C3ARG [C1...]\n"
	"  or:  edge [OPTION...] THIRD C3ARG C1ALT\n"
	"only post\n"
	"\n"
	"only post\n"
	"\n"
	"c1 post\n",
	/* mode 3 */
	"Usage: edge [OPTION...] C3ARG [C1...]\n"
	"  or:  edge [OPTION...] C3ARG C1ALT\n"
	"c3 doc\n"
	"\n"
	"      --alpha                Long only alpha\n"
	"      --Alpha2               Long only Alpha2\n"
	"  -b, --beta[=B]\n"
	"      --dup                  Shadowed short z\n"
	"  -n, --nine-chars-x=ARGUMENT   Col just past\n"
	"  -N, --nine-char=ARGUMNT    Col exact\n"
	"  -w, --w\n"
	"                             Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordthatdoesnotfit\n"
	"                             here and more text\n"
	"  -x XX                      Short only with arg\n"
	"  -y[YY]                     Short only optional\n"
	"  -z, --zeta                 Lower zeta\n"
	"  -Z, --Zeta                 Upper zeta\n"
	"\n"
	" First child (index 1):\n"
	"  -1, --c1                   child one\n"
	"\n"
	" Second child (index 0):\n"
	"  -2, --c2                   child two\n"
	"\n"
	" Nested cluster:\n"
	"      --c3                   child three, nested\n"
	"\n"
	" Nested header\n"
	"      --c3b=V                c3b\n"
	"\n"
	" Header with a group of its own, long enough to need wrapping because it goes\n"
	" on and on past the margin\n"
	"  -3, --g3                   In group three\n"
	"\n"
	"  -4, --c4                   child four, group but no header\n"
	"\n"
	"  -G, --gneg                 In group minus two\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
	"\n"
	"c1 post\n"
	"\n"
	"Report bugs to someone.\n"
	"=====\n"
	"Usage: a-much-longer-program-name-that-is-long-enough [-wzZ1234G] [-b[B]]\n"
	"            [-n ARGUMENT] [-N ARGUMNT] [-x XX] [-y[YY]] [--alpha] [--Alpha2]\n"
	"            [--beta[=B]] [--dup] [--nine-chars-x=ARGUMENT]\n"
	"            [--nine-char=ARGUMNT] [--w] [--zeta] [--Zeta] [--c1] [--c2] [--c3]\n"
	"            [--c3b=V] [--g3] [--c4] [--gneg] C3ARG [C1...]\n"
	"  or:  a-much-longer-program-name-that-is-long-enough [OPTION...] C3ARG C1ALT\n"
	"Try `a-much-longer-program-name-that-is-long-enough --help' or\n"
	"`a-much-longer-program-name-that-is-long-enough --usage' for more information.\n"
	"=====\n"
	"Usage: edge [OPTION...] C3ARG [C1...]\n"
	"  or:  edge [OPTION...] C3ARG C1ALT\n"
	"c3 doc\n"
	"\n"
	"c1 post\n",
};

/* Entries sort by first letter, lower case first even between long
   names, and a long-only option comes before the short option of its
   letter; a doc entry's short alias shows the argument (its names are
   not long options); a line that would end at exactly column 79 is cut
   (the 79th column is only used when a blank follows it). */
static void ties_and_column_79(void)
{
	static const struct argp_option o[] = {
		{"sync", 'u', 0, 0, "Short u", 0},
		{"u", 0x100, "X", 0, "Long-only u", 0},
		{"gather", 'g', 0, 0, "Short g", 0},
		{"go", 0x101, 0, 0, "Long-only g", 0},
		{"Bcic", 0x102, 0, 0, "Upper B", 0},
		{"brcrx", 0x103, 0, 0, "Lower b", 0},
		{"TEXT", 0, "ARG", OPTION_DOC, "Doc entry with a short alias", 0},
		{0, 'K', 0, OPTION_ALIAS, 0, 0},
		{0}
	};
	const struct argp a = { o, 0, 0, 0, 0, 0, 0 };
	char *text;
	size_t len;
	FILE *f = open_memstream(&text, &len);

	CHECK(f != 0);
	argp_help(&a, f, ARGP_HELP_LONG | ARGP_HELP_SEE, "test-argp-xxxxx");
	fclose(f);
	CHECK_STR(text, "Try `test-argp-xxxxx --help' or `test-argp-xxxxx --usage' for more\n"
		  "information.\n"
		  "\n"
		  "      --brcrx                Lower b\n"
		  "      --Bcic                 Upper B\n"
		  "      --go                   Long-only g\n"
		  "  -g, --gather               Short g\n"
		  "      --u=X                  Long-only u\n"
		  "  -u, --sync                 Short u\n"
		  "  -K ARG, TEXT               Doc entry with a short alias\n");
	free(text);
}

int main(void)
{
	ties_and_column_79();
	for (int m = 0; m < 4; m++) {
		struct argp a = { o_a, 0, "ARGS...\nOTHER\nTHIRD",
				  "pre doc of edge\vpost doc of edge", kids, 0, 0 };
		char *text;
		size_t len;
		FILE *f = open_memstream(&text, &len);

		CHECK(f != 0);
		if (m == 1)
			a.help_filter = filt;
		if (m == 2)
			a.doc = "\vonly post";
		if (m == 3) {
			a.doc = 0;
			a.args_doc = 0;
		}
		argp_program_bug_address = "someone";
		argp_help(&a, f, ARGP_HELP_STD_HELP, "edge");
		fprintf(f, "=====\n");
		argp_help(&a, f, ARGP_HELP_USAGE | ARGP_HELP_SEE,
			  "a-much-longer-program-name-that-is-long-enough");
		fprintf(f, "=====\n");
		argp_help(&a, f, ARGP_HELP_SHORT_USAGE | ARGP_HELP_DOC, "edge");
		fclose(f);
		CHECK_STR(text, want[m]);
		free(text);
	}
	return 0;
}
