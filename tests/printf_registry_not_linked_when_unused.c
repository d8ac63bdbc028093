/* A program that prints but registers no conversion links no registry
   (printf's hook is a weak reference); one that registers gets it, and
   parse_printf_format alone does not pull it in. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > plain.c <<'EOF'\n"
		      "#include <stdio.h>\n"
		      "int main(void) { char b[32]; snprintf(b, sizeof b, \"%d\", 5);\n"
		      "  printf(\"%s %Y\\n\", b); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -Wno-format -o plain plain.c && "
		      "test \"$(./plain)\" = '5 %Y'"), 0);
	CHECK_EQ(t_sh("nm plain > plain.nm && grep -Eq ' (__printf_user|__printf_register)$' plain.nm"), 1);

	CHECK_EQ(t_sh("cat > parse.c <<'EOF'\n"
		      "#include <printf.h>\n"
		      "int main(void) { int t[2]; return parse_printf_format(\"%d\", 2, t) != 1; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o parse parse.c && ./parse"), 0);
	CHECK_EQ(t_sh("nm parse > parse.nm && grep -Eq ' (__printf_user|__printf_register)$' parse.nm"), 1);

	CHECK_EQ(t_sh("cat > reg.c <<'EOF'\n"
		      "#include <printf.h>\n#include <stdio.h>\n"
		      "static int pr(FILE *f, const struct printf_info *i, const void *const *a)\n"
		      "{ (void)i; return fprintf(f, \"<%d>\", **(const int *const *)a); }\n"
		      "static int ai(const struct printf_info *i, size_t n, int *t, int *s)\n"
		      "{ (void)i; (void)s; if (n) t[0] = PA_INT; return 1; }\n"
		      "int main(void) { register_printf_specifier('Y', pr, ai);\n"
		      "  printf(\"%Y\\n\", 42); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -Wno-format -o reg reg.c && test \"$(./reg)\" = '<42>'"), 0);
	CHECK_EQ(t_sh("nm reg > reg.nm && grep -Eq ' [Tt] __printf_user$' reg.nm"), 0);
	return 0;
}
