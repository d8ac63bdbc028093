/* weft-cc with the coverage flags links the compiler's coverage runtime
   with weft's libc under it, so the program writes its counts at exit.
   gcc (--coverage, -fprofile-arcs): libgcov and .gcda files, whether
   compiled and linked in one command or apart; -lgcov alone links too
   (configure scripts test for it, as memcached's does), and other
   archives of gcc's directory stay unfound even then.  clang
   (--coverage, -fprofile-instr-generate): compiler-rt's profile library,
   .gcda files and a .profraw; skipped where clang has none for the arch. */
// test: weft-only
// test: timeout 120
#include "weft_cc_test.h"

static void gcc_coverage(void)
{
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
}

static void clang_coverage(void)
{
	/* The runtime clang would use: none for this arch, nothing to link. */
	if (t_sh("a=$($WEFT_CC -dumpmachine) && "
		 "test -f \"$($WEFT_CC -print-file-name=libclang_rt.profile-${a%%-*}.a)\"")) {
		t_puts(2, "clang has no profile runtime here: clang part skipped\n");
		return;
	}
	OK("rm -f *.gcda *.gcno prog && " CC "--coverage -o prog cov.c covmain.c && ./prog && "
	   "test -s cov.gcda && test -s covmain.gcda");
	OK("rm -f *.gcda *.gcno prog && " CC "--coverage -c cov.c covmain.c && "
	   CC "--coverage -o prog cov.o covmain.o && ./prog && test -s cov.gcda && test -s covmain.gcda");
	OK("rm -f prog *.profraw && " CC "-fprofile-instr-generate -o prog cov.c covmain.c && "
	   "LLVM_PROFILE_FILE=run.profraw ./prog && test -s run.profraw");
}

int main(void)
{
	const char *gcc, *clang;

	CHECK(getenv("WEFT_BUILD"));
	OK("printf 'int twice(int x) { return 2 * x; }\\n' > cov.c && "
	   "printf 'int twice(int);\\nint main(void) { return twice(21) - 42; }\\n' > covmain.c");
	gcc = wcc_compiler(0);
	clang = wcc_compiler(1);
	if (!gcc && !clang)
		t_skip("neither gcc nor clang here");
	if (gcc) {
		wcc_use(gcc);
		gcc_coverage();
	}
	if (clang) {
		wcc_use(clang);
		clang_coverage();
	}
	return 0;
}
