/* weft-cc adds crt1.o, libweft.a and libgcc exactly where gcc would add its
   own: -nostartfiles drops crt1.o, -nodefaultlibs the libraries, -nostdlib
   both, -r everything; a -c (or -shared) inside an @file counts; a program
   read as `-x c -` links (the appended archives are not read as C); and
   -rdynamic is accepted and still gives a static non-PIE executable with no
   dynamic section or interpreter.  With gcc and clang when installed. */
// test: weft-only
// test: timeout 120
#include "weft_cc_test.h"

static void files(void)
{
	OK("printf '#include <unistd.h>\\nint main(void) { write(1, \"hi\", 2); return 7; }\\n' > main.c && "
	   "printf 'int twice(int x) { return 2 * x; }\\n' > two.c && "
	   "printf 'void _start(void) { for (;;) ; }\\n' > start.c");
}

static void variant(void)
{
	OK("rm -f *.o prog t; " CC "-c main.c && " CC "-c two.c");

	/* A program on stdin, as configure scripts probe: the -x c must not
	   reach libweft.a or libgcc.  Twice with input files after the -x. */
	OK("echo 'int main(void){return 3;}' | " CC "-x c - -o t 2> err.txt; ./t; test $? -eq 3");
	OK("echo 'int twice(int); int main(void){return twice(2);}' | " CC "-x c - -x none two.o -o t && "
	   "./t; test $? -eq 4");

	/* -rdynamic: accepted, and nothing dynamic comes with it */
	OK(CC "-rdynamic -o prog main.o && ./prog > out; test $? -eq 7 && test \"$(cat out)\" = hi");
	OK("readelf -h prog | grep -q 'Type: *EXEC'");
	OK("readelf -l prog > ph.txt && ! grep -q -e INTERP -e DYNAMIC ph.txt");
	OK("readelf -S prog > sh.txt && ! grep -q -e '\\.dynamic' -e '\\.interp' -e '\\.dynsym' sh.txt");

	/* @file: the -c inside means "do not link" (two.c has no main), so no
	   "linker input file unused" for weft's archives either */
	OK("printf -- '-c\\n-O2 \"-DX=1\"\\n' > rsp.txt && rm -f two.o && " CC "@rsp.txt two.c -o two.o 2> err.txt && "
	   "readelf -h two.o | grep -q 'Type: *REL' && test ! -s err.txt");
	/* nested, and -shared inside one is refused like on the command line */
	OK("printf '@rsp.txt\\n' > outer.txt && rm -f two.o && " CC "@outer.txt two.c && test -f two.o");
	OK("printf -- '-shared\\n' > shared.txt && ! " CC "@shared.txt -o lib.so two.c 2> err.txt && "
	   "grep -q 'not supported' err.txt");

	/* -r: a relocatable object of the inputs only */
	OK(CC "-r -o both.o main.o two.o && readelf -h both.o | grep -q 'Type: *REL' && "
	   "$NM both.o > syms.txt && ! grep -q -e ' T _start$' -e ' T write$' syms.txt && grep -q ' T twice$' syms.txt");
	/* -nostdlib: the user's own _start, nothing of weft's (riscv64's
	   linker marks an empty data area with text symbols of its own:
	   __DATA_BEGIN__, _edata, _end...; those are not code) */
	OK(CC "-nostdlib -o prog start.c && $NM prog > syms.txt && grep -q ' T _start$' syms.txt && "
	   "test $(grep ' [Tt] ' syms.txt | grep -cv ' \\(__[A-Z_]*__\\|__bss_start\\|_edata\\|_end\\)$') -eq 1");
	/* -nostartfiles: libweft.a still, crt1.o not */
	OK(CC "-nostartfiles -o prog start.c main.o && $NM prog > syms.txt && "
	   "grep -q ' T write$' syms.txt && grep -q ' T _start$' syms.txt");
	OK(CC "-nostartfiles -o prog start.c 2>/dev/null && $NM prog | grep -q ' T _start$'");
	/* -nodefaultlibs: crt1.o still (it calls into libweft.a, so the link
	   fails naming that), the libraries not: given explicitly it links */
	OK("! " CC "-nodefaultlibs -o prog main.o 2> err.txt && grep -q 'undefined reference' err.txt");
	OK(CC "-nodefaultlibs -o prog main.o -lweft && ./prog > out; test $? -eq 7");
	OK(CC "-nolibc -o prog main.o -lweft && ./prog > out; test $? -eq 7");
}

int main(void)
{
	CHECK(getenv("WEFT_BUILD"));
	files();
	wcc_each_compiler(variant);
	return 0;
}
