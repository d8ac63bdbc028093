/* `make install` with PREFIX and DESTDIR lays out bin/, include/ and lib/,
   and the installed weft-cc builds and links a program (also a static
   PIE: e_type 3, ET_DYN) from there alone (the source tree's headers are
   not used). */
// test: weft-only
// test: timeout 120
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK(getenv("WEFT_ROOT") && getenv("WEFT_BUILD"));
	CHECK_EQ(t_sh("make -s -C \"$WEFT_ROOT\" O=\"$WEFT_BUILD\" CC=\"${WEFT_BUILD_CC:-cc}\" install "
		      "PREFIX=/opt/weft DESTDIR=\"$PWD/stage\" > install.log 2>&1"), 0);
	CHECK_EQ(t_sh("test -x stage/opt/weft/bin/weft-cc && test -f stage/opt/weft/lib/libweft.a && "
		      "test -f stage/opt/weft/lib/crt1.o && test -f stage/opt/weft/include/unistd.h && "
		      "test -f stage/opt/weft/include/bits/syscall.h && test -f stage/opt/weft/lib/libpthread.a"), 0);
	/* Nothing of the library's private headers is installed: the
	   public <syscall.h> is the old name of <sys/syscall.h>, not the
	   library's own syscall.h. */
	CHECK_EQ(t_sh("test ! -e stage/opt/weft/include/libc.h && "
		      "test ! -e stage/opt/weft/include/stdio_impl.h && "
		      "grep -q 'include <sys/syscall.h>' stage/opt/weft/include/syscall.h && "
		      "! grep -q __syscall_ret stage/opt/weft/include/syscall.h"), 0);
	CHECK_EQ(t_sh("printf '#include <unistd.h>\\n_Thread_local int t = 5;\\n"
		      "int main(void) { write(1, \"ok\", 2); return t; }\\n' > p.c && "
		      "stage/opt/weft/bin/weft-cc -O2 -o p p.c && ./p > out; test $? -eq 5 && test \"$(cat out)\" = ok"), 0);
	/* and a static PIE, with the installed rcrt1.o */
	CHECK_EQ(t_sh("stage/opt/weft/bin/weft-cc -O2 -static-pie -o pp p.c && ./pp > out; "
		      "test $? -eq 5 && test \"$(cat out)\" = ok && "
		      "od -An -j16 -N2 -tu2 pp | grep -qw 3"), 0);
	CHECK_EQ(t_sh("stage/opt/weft/bin/weft-cc -E p.c | grep -q \"$PWD/stage/opt/weft/include/unistd.h\""), 0);
	CHECK_EQ(t_sh("stage/opt/weft/bin/weft-cc -E p.c | grep -q \"$WEFT_ROOT/include\"; test $? -eq 1"), 0);
	/* The kernel's UAPI headers, when the build found them, come along
	   (lib/kernel-include), and never the host libc's headers. */
	CHECK_EQ(t_sh("test ! -d \"$WEFT_BUILD/lib/kernel-include/linux\" || "
		      "{ printf '#include <linux/fs.h>\\n#include <asm/ioctls.h>\\n#include <stdio.h>\\n"
		      "int main(void) { return BLKGETSIZE64 == FIONREAD; }\\n' > k.c && "
		      "stage/opt/weft/bin/weft-cc -Wall -Werror -o k k.c && ./k && "
		      "stage/opt/weft/bin/weft-cc -E k.c | grep -q \"$PWD/stage/opt/weft/include/stdio.h\"; }"), 0);
	return 0;
}
