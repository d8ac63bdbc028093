/* Every public header compiles on its own and all together, warning-free
   (-Wall -Wextra -pedantic -Werror), under the feature-test modes programs
   use: none, -std=c99/c11 strict with _POSIX_C_SOURCE or _XOPEN_SOURCE,
   _GNU_SOURCE, _DEFAULT_SOURCE; with gcc and, when installed, clang. */
// test: weft-only
// test: timeout 900
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK(getenv("WEFT_ROOT") && getenv("WEFT_BUILD"));
	/* one file per header, plus one with all of them */
	CHECK_EQ(t_sh("cd \"$WEFT_ROOT/include\" && find . -name '*.h' ! -path './bits/*' | sed 's|^\\./||' | sort > \"$OLDPWD/headers.txt\""), 0);
	CHECK_EQ(t_sh("test $(wc -l < headers.txt) -gt 30"), 0);
	CHECK_EQ(t_sh("mkdir -p one && while read h; do n=$(echo $h | tr '/.' '__'); "
		      "printf '#include <%s>\\nint weft_dummy_%s;\\n' $h $n > one/$n.c; done < headers.txt && "
		      "while read h; do printf '#include <%s>\\n' $h; done < headers.txt > all.c && "
		      "echo 'int main(void) { return 0; }' >> all.c"), 0);
	static const char *const modes[] = {
		"-std=gnu11",
		"-std=c99 -D_POSIX_C_SOURCE=200809L",
		"-std=c99 -D_POSIX_C_SOURCE=200809L -D_XOPEN_SOURCE=700",
		"-std=c11 -D_XOPEN_SOURCE=600",
		"-std=c11 -D_GNU_SOURCE",
		"-std=gnu99 -D_DEFAULT_SOURCE",
		"-std=c17 -D_BSD_SOURCE",
	};
	/* built for another arch (run under qemu-user): its cross gcc and
	   clang targeting it */
	char gcc[128] = "gcc", clang[128] = "clang";
	const char *arch = getenv("WEFT_ARCH"), *cross = getenv("WEFT_BUILD_CC");
	if (t_under_qemu() && arch && cross) {
		snprintf(gcc, sizeof gcc, "%s", cross);
		snprintf(clang, sizeof clang, "clang --target=%s-linux-gnu", arch);
	}
	const char *const ccs[] = { gcc, clang };
	const char *missing = 0;
	for (size_t c = 0; c < 2; c++) {
		char cmd[1024];
		snprintf(cmd, sizeof cmd, "set -- %s; command -v $1 > /dev/null", ccs[c]);
		if (t_sh(cmd)) {
			missing = ccs[c];
			continue;
		}
		for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
			snprintf(cmd, sizeof cmd,
				 /* one driver for all the files: each is still its own
				    translation unit, and errors name the file */
				 "WEFT_CC=\"%s\" \"$WEFT_BUILD/bin/weft-cc\" %s -Wall -Wextra -pedantic "
				 "-Werror -fsyntax-only one/*.c && "
				 "WEFT_CC=\"%s\" \"$WEFT_BUILD/bin/weft-cc\" %s -Wall -Wextra -pedantic -Werror -o all all.c && ./all",
				 ccs[c], modes[m], ccs[c], modes[m]);
			if (t_sh(cmd))
				t_fail_str(__FILE__, __LINE__, "headers compile", ccs[c], modes[m]);
		}
	}
	/* The other compiler passed; say which one was not tried. */
	if (missing) {
		t_puts(2, missing);
		t_skip(" not installed: the headers were not compiled with it");
	}
	return 0;
}
