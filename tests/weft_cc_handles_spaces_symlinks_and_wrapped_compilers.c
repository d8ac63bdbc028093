/* weft-cc with spaces in every path (source, output, -I, -L, and weft's own
   install prefix under a DESTDIR with spaces); called through a symlink
   (absolute, relative, a chain) it still finds weft's lib/ and include/;
   WEFT_CC may be a command of several words ("ccache gcc", "gcc -O1");
   and the installed weft-cc records no compiler include directory of the
   build machine: the compiler it runs supplies its own. */
// test: weft-only
// test: timeout 120
#include <stdlib.h>
#include "check.h"

#define CC "\"$WEFT_BUILD/bin/weft-cc\" "
#define OK(cmd) CHECK_EQ(t_sh(cmd), 0)

int main(void)
{
	CHECK(getenv("WEFT_BUILD") && getenv("WEFT_ROOT"));
	unsetenv("WEFT_CC");

	OK("mkdir -p 'sp ace/inc dir' 'sp ace/lib dir' 'sp ace/out dir' && cd 'sp ace' && "
	   "printf 'int answer(void);\\n#define HI \"hi\"\\n' > 'inc dir/an swer.h' && "
	   "printf 'int answer(void) { return 42; }\\n' > 'an swer.c' && "
	   "printf '#include <unistd.h>\\n#include <stddef.h>\\n#include \"an swer.h\"\\n"
	   "int main(void) { write(1, HI, 2); return answer(); }\\n' > 'ma in.c'");

	/* spaces in sources, objects, -I, -L, -o, -MF, an @file */
	OK("cd 'sp ace' && " CC "-c 'an swer.c' -o 'out dir/an swer.o' && "
	   "ar rcs 'lib dir/libanswer.a' 'out dir/an swer.o' && "
	   CC "-I 'inc dir' -MD -MF 'out dir/ma in.d' -c 'ma in.c' -o 'out dir/ma in.o' && "
	   "grep -q 'inc.*dir/an.*swer[.]h' 'out dir/ma in.d' && "
	   CC "-o 'out dir/pr og' 'out dir/ma in.o' -L 'lib dir' -lanswer && "
	   "'out dir/pr og' > out; test $? -eq 42 && test \"$(cat out)\" = hi");
	OK("cd 'sp ace' && " CC "'-Iinc dir' \"-L$PWD/lib dir\" -o 'out dir/one step' 'ma in.c' -lanswer && "
	   "'out dir/one step' > out; test $? -eq 42");

	/* several words in WEFT_CC */
	OK("cd 'sp ace' && WEFT_CC=\"env ${WEFT_BUILD_CC:-cc}\" " CC "'-Iinc dir' -o p1 'ma in.c' 'an swer.c' && "
	   "./p1 > out; test $? -eq 42");
	OK("cd 'sp ace' && WEFT_CC=\"${WEFT_BUILD_CC:-cc} -O1 -DHI='\\\"ok\\\"'\" " CC "'-Iinc dir' -o p2 'ma in.c' 'an swer.c' && "
	   "./p2 > out; test $? -eq 42");

	/* symlinks to weft-cc: absolute, relative, a chain, in a dir with a space */
	OK("mkdir -p 'l1' 'l 2' && ln -sf \"$WEFT_BUILD/bin/weft-cc\" l1/wcc && "
	   "ln -sf ../l1/wcc 'l 2/my cc' && ln -sf 'l 2/my cc' top && "
	   "cd 'sp ace' && for c in ../l1/wcc '../l 2/my cc' ../top; do "
	   "  rm -f p3 && \"$c\" '-Iinc dir' -o p3 'ma in.c' 'an swer.c' && ./p3 >/dev/null; "
	   "  test $? -eq 42 || exit 1; "
	   "done");
	OK("PATH=\"$PWD/l1:$PATH\" && cd 'sp ace' && wcc -print-file-name=libc.a > where && "
	   "test \"$(cat where)\" -ef \"$WEFT_BUILD/lib/libc.a\"");

	/* installed under a prefix with spaces (DESTDIR too), used from there */
	OK("make -s -C \"$WEFT_ROOT\" O=\"$WEFT_BUILD\" CC=\"${WEFT_BUILD_CC:-cc}\" install "
	   "PREFIX='/opt/we ft' DESTDIR=\"$PWD/st age\" > install.log 2>&1");
	OK("cd 'sp ace' && w=\"$PWD/../st age/opt/we ft/bin/weft-cc\" && "
	   "\"$w\" -I'inc dir' -L'lib dir' -o p4 'ma in.c' -lanswer && ./p4 > out; test $? -eq 42 && "
	   "\"$w\" -E 'ma in.c' -I'inc dir' | grep -q 'st age/opt/we ft/include/unistd.h'");

	/* The installed weft-cc names no compiler include directory; the one it
	   uses is the running compiler's (clang's own stddef.h under clang). */
	OK("w=\"$PWD/st age/opt/we ft/bin/weft-cc\" && "
	   "for c in gcc clang; do command -v $c > /dev/null || continue; "
	   "  d=$($c -print-file-name=include) && ! grep -q -F \"$d\" \"$w\" || exit 1; "
	   "  d=$($c -print-resource-dir 2>/dev/null) && { ! grep -q -F \"$d\" \"$w\" || exit 1; }; "
	   "done; exit 0");
	OK("w=\"$PWD/st age/opt/we ft/bin/weft-cc\" && printf '#include <stddef.h>\\n' > sd.c && "
	   "for c in gcc clang; do command -v $c > /dev/null || continue; "
	   "  WEFT_CC=$c \"$w\" -E sd.c > sd.i || exit 1; "
	   "  case $c in clang) d=$(clang -print-resource-dir)/include ;; *) d=$(gcc -print-file-name=include) ;; esac; "
	   "  grep -q -F \"$d/stddef.h\" sd.i || exit 1; "
	   "done");
	return 0;
}
