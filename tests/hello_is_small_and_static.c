/* The foundation's size promise: a hello using write, an initialised
   _Thread_local and a constructor, built with weft-cc -O2 -s, runs, has no
   dynamic section, and is no larger than musl-gcc makes it (13,376 bytes
   on Debian 12; compared with musl-gcc directly when it is installed). */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > hello.c <<'END'\n"
		      "#include <unistd.h>\n"
		      "_Thread_local int tv = 42;\n"
		      "static int ready;\n"
		      "__attribute__((constructor)) static void init(void) { ready = 1; }\n"
		      "int main(void)\n{\n"
		      "	if (tv != 42 || !ready)\n		return 1;\n"
		      "	write(1, \"hello, world\\n\", 13);\n	return 0;\n}\n"
		      "END"), 0);
	CHECK_EQ(t_sh("\"$WEFT_BUILD/bin/weft-cc\" -O2 -s -o hello hello.c"), 0);
	CHECK_EQ(t_sh("test \"$(./hello)\" = 'hello, world'"), 0);
	CHECK_EQ(t_sh("readelf -d hello | grep -q 'no dynamic section'"), 0);
	CHECK_EQ(t_sh("readelf -lW hello | grep -q INTERP; test $? -eq 1"), 0);
	CHECK_EQ(t_sh("size=$(wc -c < hello); echo \"weft: $size bytes\"; test $size -le 13376"), 0);
	if (t_sh("command -v musl-gcc >/dev/null") == 0) {
		CHECK_EQ(t_sh("musl-gcc -static -O2 -s -o hello-musl hello.c && "
			      "echo \"musl: $(wc -c < hello-musl) bytes\" && "
			      "test $(wc -c < hello) -le $(wc -c < hello-musl)"), 0);
	}
	return 0;
}
