/* musl's <stdio_ext.h> helpers that gnulib uses instead of a FILE's
   insides: __freadahead counts buffered input (pushback included),
   __freadptr shows it and __freadptrinc consumes it, __fseterr sets the
   error indicator.  glibc has none of them. */
// test: weft-only
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include "check.h"

int main(void)
{
	FILE *f = fopen("text", "w+");
	size_t n = 99;

	CHECK(f);
	CHECK(fputs("hello world", f) >= 0);
	/* writing: nothing to read ahead */
	CHECK_EQ(__freadahead(f), 0);
	CHECK(!__freadptr(f, &n));
	CHECK_EQ(n, 99);
	rewind(f);
	CHECK_EQ(fgetc(f), 'h');
	CHECK_EQ(__freadahead(f), 10);
	const char *p = __freadptr(f, &n);
	CHECK(p);
	CHECK_EQ(n, 10);
	CHECK(!memcmp(p, "ello world", 10));
	__freadptrinc(f, 3);
	CHECK_EQ(fgetc(f), 'o');
	CHECK_EQ(ftell(f), 5);
	CHECK_EQ(ungetc('X', f), 'X');
	CHECK_EQ(__freadahead(f), 7);
	p = __freadptr(f, &n);
	CHECK(p && n == 7 && !memcmp(p, "X world", 7));
	__freadptrinc(f, 7);
	CHECK_EQ(__freadahead(f), 0);
	CHECK(!__freadptr(f, &n));
	CHECK_EQ(fgetc(f), EOF);
	CHECK(feof(f) && !ferror(f));

	__fseterr(f);
	CHECK(ferror(f));
	clearerr(f);
	CHECK(!ferror(f) && !feof(f));
	CHECK_EQ(fclose(f), 0);
	return 0;
}
