/* `weft-cc -v` and `weft-cc --version` alone say which weft and which
   compiler (not a link error); -v with a compilation still shows the real
   command (weft's include directory in it); -print-file-name= answers
   weft's own files (libc.a, crt1.o, libpthread.a) with weft's paths and
   leaves the compiler's (libgcc.a) to the compiler.  With gcc and clang
   when installed. */
// test: weft-only
// test: timeout 60
#include "weft_cc_test.h"

static void variant(void)
{
	OK(CC "-v > out.txt 2> err.txt && grep -q 'weft' err.txt && grep -q -i ' version ' err.txt && "
	   "! grep -q -e 'undefined reference' -e 'returned' -e 'no input' err.txt");
	OK(CC "--version > out.txt 2> err.txt && grep -q 'weft' out.txt && grep -q -e 'Free Software' -e 'clang version' out.txt && "
	   "test ! -s err.txt");
	OK("printf 'int x;\\n' > x.c && " CC "-v -c x.c 2> err.txt && grep -q 'version' err.txt && "
	   "grep -q -F \"$WEFT_ROOT/include\" err.txt && test -f x.o");

	OK("test \"$(" CC "-print-file-name=libc.a)\" -ef \"$WEFT_BUILD/lib/libc.a\"");
	OK("test \"$(" CC "-print-file-name=crt1.o)\" -ef \"$WEFT_BUILD/lib/crt1.o\"");
	OK("test \"$(" CC "-print-file-name=libpthread.a)\" -ef \"$WEFT_BUILD/lib/libpthread.a\"");
	OK("f=$(" CC "-print-file-name=libgcc.a) && test -f \"$f\" && ! test \"${f%/*}\" -ef \"$WEFT_BUILD/lib\"");
}

int main(void)
{
	CHECK(getenv("WEFT_BUILD") && getenv("WEFT_ROOT"));
	wcc_each_compiler(variant);
	return 0;
}
