/* scanf's %f: an input item that only starts a number ("0x" with no hex
   digit, "infin" cut short) is a matching failure, as POSIX says and glibc
   does, though strtod would take its "0" or "inf".  Complete forms still
   convert, and a lone "0x." stays a zero as with glibc. */
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "check.h"

static int scan1(const char *in, double *d, int *n)
{
	*d = -99;
	*n = -1;
	return sscanf(in, "%lf%n", d, n);
}

int main(void)
{
	double d;
	int n;
	char rest[8];

	CHECK_EQ(scan1("0x", &d, &n), 0);
	CHECK_EQ(n, -1);
	CHECK(d == -99);
	CHECK_EQ(sscanf("0xg", "%lf%7s", &d, rest), 0);
	CHECK_EQ(sscanf("-0xz", "%lf", &d), 0);
	CHECK_EQ(scan1("infinit", &d, &n), 0);
	CHECK_EQ(scan1("INFIN", &d, &n), 0);

	/* what strtod reads of the same text */
	char *end;
	CHECK(strtod("0xg", &end) == 0 && *end == 'x');
	CHECK(strtod("infinit", &end) > 1e308 && *end == 'i');

	/* complete forms */
	CHECK_EQ(scan1("0x1p3", &d, &n), 1);
	CHECK(d == 8 && n == 5);
	CHECK_EQ(scan1("0x.", &d, &n), 1);
	CHECK(d == 0 && n == 3);
	CHECK_EQ(scan1("infx", &d, &n), 1);
	CHECK(d > 1e308 && n == 3);
	CHECK_EQ(scan1("-Infinity", &d, &n), 1);
	CHECK(d < -1e308 && n == 9);
	CHECK_EQ(scan1("0", &d, &n), 1);
	CHECK(d == 0 && n == 1);

	/* a stream: the conversion fails, nothing is assigned */
	FILE *f = tmpfile();
	CHECK(f != NULL);
	CHECK_EQ(fputs("0x", f) >= 0, 1);
	rewind(f);
	d = -99;
	CHECK_EQ(fscanf(f, "%lf", &d), 0);
	CHECK(d == -99);
	fclose(f);

	/* the wide functions follow the same rule */
	CHECK_EQ(swscanf(L"0x", L"%lf", &d), 0);
	CHECK_EQ(swscanf(L"0x10", L"%lf", &d), 1);
	CHECK(d == 16);
	return 0;
}
