/* Every internal lock is in fork's registry (docs/fork.md): the static
   check over the sources passes; a program that uses locks and forks
   keeps the registry section even when linked with --gc-sections, and a
   program that links no lock has no such section at all. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("sh \"$WEFT_ROOT/tools/check-locks.sh\" \"$WEFT_ROOT/src\""), 0);
	CHECK_EQ(t_sh("cat > locks.c <<'END'\n"
		      "#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
		      "#include <sys/wait.h>\n"
		      "int main(void)\n{\n"
		      "	int st;\n"
		      "	pid_t p;\n"
		      "	if (setenv(\"A\", \"1\", 1) || !malloc(10))\n		return 1;\n"
		      "	p = fork();\n"
		      "	if (p == 0)\n		_exit(getenv(\"A\") ? 0 : 1);\n"
		      "	if (waitpid(p, &st, 0) != p || st)\n		return 1;\n"
		      "	puts(\"ok\");\n	return 0;\n}\n"
		      "END"), 0);
	CHECK_EQ(t_sh("\"$WEFT_BUILD/bin/weft-cc\" -O2 -ffunction-sections -fdata-sections "
		      "-Wl,--gc-sections -o locks locks.c && test \"$(./locks)\" = ok"), 0);
	/* env, malloc and stdio list: three entries of 24 bytes */
	CHECK_EQ(t_sh("readelf -SW locks | grep -Eq 'weft_locks +PROGBITS +[0-9a-f]+ [0-9a-f]+ 000048 '"), 0);
	CHECK_EQ(t_sh("printf '#include <unistd.h>\\nint main(void) { return write(1, \"\", 0); }\\n' > plain.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o plain plain.c && ! readelf -SW plain | grep -q weft_locks"), 0);
	return 0;
}
