/* open_memstream and open_wmemstream share their stream code, which
   holds nothing wide: a program using only open_memstream links
   neither open_wmemstream nor the wide output functions. */
// test: weft-only
// test: timeout 60
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > ms.c <<'EOF'\n"
		      "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
		      "int main(void) { char *b; size_t n; FILE *f = open_memstream(&b, &n);\n"
		      "  if (!f || fputs(\"hello\", f) < 0 || fclose(f)) return 1;\n"
		      "  int ok = n == 5 && !strcmp(b, \"hello\"); free(b); return !ok; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o ms ms.c && ./ms"), 0);
	CHECK_EQ(t_sh("nm ms > ms.nm && grep -q ' T open_memstream$' ms.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (open_wmemstream|fputwc|fputws|fwprintf|vfwprintf|wmemset|"
		      "__fputwc_unlocked)$' ms.nm"), 1);
	return 0;
}
