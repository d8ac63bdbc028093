/* fscanf and scanf read from a FILE: conversions across buffer
   boundaries, the one character of lookahead is pushed back for the next
   read, and EOF is returned at end of input.  Needs the stdio branch. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	FILE *f = fopen("in.txt", "w");
	int a, b, n;
	double d;
	char s[64];

	CHECK(f != 0);
	CHECK(fputs("12 34.5e1 word;rest\n  -7x", f) >= 0);
	CHECK_EQ(fclose(f), 0);

	f = fopen("in.txt", "r");
	CHECK(f != 0);
	CHECK_EQ(fscanf(f, "%d %lf %[a-z]%n", &a, &d, s, &n), 3);
	CHECK_EQ(a, 12);
	CHECK(d == 345.0);
	CHECK_STR(s, "word");
	CHECK_EQ(n, 14);
	CHECK_EQ(fgetc(f), ';');   /* the lookahead went back to the stream */
	CHECK_EQ(fscanf(f, "%s %d", s, &b), 2);
	CHECK_STR(s, "rest");
	CHECK_EQ(b, -7);
	CHECK_EQ(fgetc(f), 'x');
	CHECK_EQ(fscanf(f, "%d", &a), EOF);
	CHECK_EQ(fclose(f), 0);

	/* scanf reads stdin */
	f = fopen("in2.txt", "w");
	CHECK(f != 0);
	CHECK(fputs("  42 0x10", f) >= 0);
	CHECK_EQ(fclose(f), 0);
	CHECK(freopen("in2.txt", "r", stdin) != 0);
	CHECK_EQ(scanf("%d%i", &a, &b), 2);
	CHECK_EQ(a, 42);
	CHECK_EQ(b, 16);
	CHECK_EQ(scanf("%d", &a), EOF);
	unlink("in.txt");
	unlink("in2.txt");
	return 0;
}
