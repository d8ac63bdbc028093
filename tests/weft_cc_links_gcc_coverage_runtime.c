/* weft-cc with gcc's coverage flags (--coverage, -fprofile-arcs) links
   gcc's libgcov with weft's libc under it, so the program writes its
   .gcda counts at exit, whether compiled and linked in one command or
   apart; -lgcov alone links too (configure scripts test for it, as
   memcached's does).  Other archives of gcc's directory stay unfound
   even then.  gcc only: clang's profile runtime is another library. */
// test: weft-only
// test: timeout 120
#include "weft_cc_test.h"

int main(void)
{
	const char *gcc;

	CHECK(getenv("WEFT_BUILD"));
	gcc = wcc_compiler(0);
	if (!gcc)
		t_skip("no gcc here");
	wcc_use(gcc);
	OK("printf 'int twice(int x) { return 2 * x; }\\n' > cov.c && "
	   "printf 'int twice(int);\\nint main(void) { return twice(21) - 42; }\\n' > covmain.c");

	OK("rm -f *.gcda *.gcno && " CC "--coverage -o prog cov.c covmain.c && ./prog && "
	   "ls *.gcda > gcda.txt && grep -q cov gcda.txt && grep -q covmain gcda.txt");
	OK("rm -f *.gcda *.gcno prog && " CC "-fprofile-arcs -ftest-coverage -c cov.c covmain.c && "
	   CC "-fprofile-arcs -o prog cov.o covmain.o && ./prog && test -s cov.gcda && test -s covmain.gcda");
	OK("rm -f *.gcda *.gcno prog && " CC "-c cov.c covmain.c && " CC "-o prog cov.o covmain.o -lgcov && ./prog");

	/* gcov's directory is not searched for anything else */
	OK("${WEFT_CC:-cc} -print-libgcc-file-name > gccdir.txt");
	OK("d=$(dirname \"$(cat gccdir.txt)\") && n=0 && "
	   "for f in \"$d\"/lib*.a; do "
	   "  l=${f##*/}; l=${l#lib}; l=${l%.a}; "
	   "  case $l in gcc|gcc_eh|gcov) continue ;; esac; "
	   "  [ $n -lt 2 ] || break; n=$((n + 1)); "
	   "  if " CC "--coverage -o prog covmain.c cov.c -l$l 2> err.txt; then exit 1; fi; "
	   "  grep -q \"cannot find -l$l\" err.txt || exit 1; "
	   "done");
	return 0;
}
