/* %ms, %mc and %m[ allocate the result with malloc, long or short; on a
   failed conversion the count says so.  Needs the malloc branch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char *a = 0, *b = 0, *c = 0, *big;
	size_t i;

	CHECK_EQ(sscanf("hello abc123", "%ms %m[a-z]%3mc", &a, &b, &c), 3);
	CHECK_STR(a, "hello");
	CHECK_STR(b, "abc");
	CHECK(c && memcmp(c, "123", 3) == 0);
	free(a);
	free(b);
	free(c);

	big = malloc(100001);
	CHECK(big != 0);
	for (i = 0; i < 100000; i++)
		big[i] = 'a' + i % 26;
	big[100000] = 0;
	a = 0;
	CHECK_EQ(sscanf(big, "%ms", &a), 1);
	CHECK(a != 0 && strcmp(a, big) == 0);
	free(a);

	CHECK_EQ(sscanf("123", "%m[a-z]", &a), 0);
	int n = 0;
	CHECK_EQ(sscanf("xy", "%*ms%n", &n), 0);
	CHECK_EQ(n, 2);
	free(big);
	return 0;
}
