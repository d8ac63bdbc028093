/* weft-cc links only from weft's lib/ and the user's -L directories: a
   library that exists only in the host's directories (the compiler's own
   directory, /usr/lib/<triplet>, LIBRARY_PATH) is "not found" rather than a
   glibc-built archive silently linked into a weft program, and the link
   command carries no host -L.  A library in a user -L directory links, and
   -lgcc still names the compiler's libgcc.  With gcc and clang when
   installed. */
// test: weft-only
// test: timeout 120
#include "weft_cc_test.h"

static void files(void)
{
	OK("mkdir -p mine lp && "
	   "printf 'int answer(void) { return 42; }\\n' > answer.c && "
	   "printf 'int answer(void);\\nint main(void) { return answer(); }\\n' > main.c && "
	   "printf 'int main(void) { return 0; }\\n' > empty.c");
}

static void variant(void)
{
	/* the user's -L: found */
	OK("rm -f mine/* lp/* prog && " CC "-c answer.c && ar rcs mine/libanswer.a answer.o && "
	   CC "-o prog main.c -Lmine -lanswer && ./prog; test $? -eq 42");
	/* the same archive through LIBRARY_PATH: not searched */
	OK("cp mine/libanswer.a lp/ && ! LIBRARY_PATH=\"$PWD/lp\" " CC "-o prog main.c -lanswer 2> err.txt && "
	   "grep -q 'cannot find -lanswer' err.txt");
	/* -lgcc: the compiler's libgcc, by its path */
	OK(CC "-o prog empty.c -lgcc && ./prog");

	/* Archives in the compiler's own directory and in the host libc's
	   (two of each, whichever exist here) are not found. */
	OK("${WEFT_CC:-${WEFT_BUILD_CC:-cc}} -print-libgcc-file-name > gccdir.txt");
	OK("d=$(dirname \"$(cat gccdir.txt)\") && n=0 && "
	   "for f in \"$d\"/lib*.a; do "
	   "  l=${f##*/}; l=${l#lib}; l=${l%.a}; "
	   "  case $l in gcc|gcc_eh|gcov) continue ;; esac; "
	   "  [ $n -lt 2 ] || break; n=$((n + 1)); "
	   "  if " CC "-o prog empty.c -l$l 2> err.txt; then echo \"-l$l linked from $d\" >&2; exit 1; fi; "
	   "  grep -q \"cannot find -l$l\" err.txt || exit 1; "
	   "done; echo \"$n archives of $d not found\" >&2");
	OK("n=0 && for l in z bz2 ssl uuid lzma; do "
	   "  f=$(gcc -print-file-name=lib$l.a 2>/dev/null) || continue; "
	   "  case $f in /*) ;; *) continue ;; esac; "
	   "  [ $n -lt 2 ] || break; n=$((n + 1)); "
	   "  if " CC "-o prog empty.c -l$l 2> err.txt; then echo \"-l$l linked from $f\" >&2; exit 1; fi; "
	   "  grep -q \"cannot find -l$l\" err.txt || exit 1; "
	   "done; echo \"$n host archives not found\" >&2");

	/* and no host directory on the link line the compiler shows */
	OK(CC "-v -o prog empty.c > out.txt 2>&1 && ./prog && "
	   "grep -E '(collect2|ld)(\"| )' out.txt | tr ' ' '\\n' | tr -d '\"' | grep '^-L' > dirs.txt; "
	   "cat dirs.txt >&2; test -s dirs.txt && "
	   "while read -r l; do test \"${l#-L}\" -ef \"$WEFT_BUILD/lib\" || exit 1; done < dirs.txt");
}

int main(void)
{
	CHECK(getenv("WEFT_BUILD"));
	files();
	wcc_each_compiler(variant);
	return 0;
}
