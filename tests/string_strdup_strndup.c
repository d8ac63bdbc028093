/* strdup and strndup return malloc'd copies (strndup of at most n bytes,
   always terminated).  Needs malloc. */
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	const char *volatile hi = "hi";	/* hides the short source from -Wstringop-overread */
	char *p = strdup("hello");

	CHECK(p != 0);
	CHECK_STR(p, "hello");
	free(p);
	p = strdup("");
	CHECK(p && !*p);
	free(p);
	p = strndup("hello", 3);
	CHECK_STR(p, "hel");
	free(p);
	p = strndup(hi, 10);
	CHECK_STR(p, "hi");
	free(p);
	p = strndup("abc", 0);
	CHECK_STR(p, "");
	free(p);
	return 0;
}
