/* Link only what is used: stripped static programs calling only puts, or
   only printf("%d\n"), stay no larger than musl-gcc makes them (17,808 and
   26,000 bytes on Debian 12; compared with musl-gcc directly when it is
   installed), and they run. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

/* x86_64: musl-gcc's sizes.  The other archs have no musl here to
   compare with: weft's own sizes when these limits were set, rounded up
   to 4 KiB, so that they do not grow unnoticed (bench/RESULTS.md lists
   them per arch).  aarch64 gets one page more: Debian's linker works
   around Cortex-A53 erratum 843419 by default, and when layout puts an
   adrp on one of a page's last two words it adds a stub a page away
   (a printf program went from 26,072 to 30,168 bytes when exit grew by
   8 bytes). */
#if defined(__aarch64__)
#define PUTS_MAX "12288"
#define PRINTF_MAX "32768"
#elif defined(__riscv)
#define PUTS_MAX "20480"
#define PRINTF_MAX "36864"
#else
#define PUTS_MAX "17808"
#define PRINTF_MAX "26000"
#endif

int main(void)
{
	CHECK_EQ(t_sh("printf '#include <stdio.h>\\nint main(void) { puts(\"hello, world\"); return 0; }\\n' > puts.c && "
		      "printf '#include <stdio.h>\\nint main(int argc, char **argv) { (void)argv; printf(\"%%d\\\\n\", argc); return 0; }\\n' > printf.c"), 0);
	CHECK_EQ(t_sh("\"$WEFT_BUILD/bin/weft-cc\" -O2 -s -o puts puts.c && test \"$(./puts)\" = 'hello, world'"), 0);
	CHECK_EQ(t_sh("\"$WEFT_BUILD/bin/weft-cc\" -O2 -s -o printf printf.c && test \"$(./printf a b)\" = 3"), 0);
	CHECK_EQ(t_sh("echo \"puts: $(wc -c < puts) printf: $(wc -c < printf)\"; "
		      "test $(wc -c < puts) -le " PUTS_MAX " && test $(wc -c < printf) -le " PRINTF_MAX), 0);
	/* (the host's musl-gcc makes x86_64 programs: not under qemu) */
	if (!t_under_qemu() && t_sh("command -v musl-gcc >/dev/null") == 0)
		CHECK_EQ(t_sh("musl-gcc -static -O2 -s -o puts-musl puts.c && musl-gcc -static -O2 -s -o printf-musl printf.c && "
			      "test $(wc -c < puts) -le $(wc -c < puts-musl) && test $(wc -c < printf) -le $(wc -c < printf-musl)"), 0);
	/* neither links the allocator */
	CHECK_EQ(t_sh("\"$WEFT_BUILD/bin/weft-cc\" -O2 -o printf-sym printf.c && ! nm printf-sym | grep -qw malloc"), 0);
	return 0;
}
