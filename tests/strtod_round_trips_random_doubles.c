/* strtod, strtof and strtold give the same bits, errno and end as the
   host glibc on a generated table (tests/tools/gen-strtod-cases.c):
   10k random doubles printed with 17 digits or in hex, 3k random floats
   and 1k long doubles (x87 only), exact halfway points and their neighbours, long digit
   strings, denormals, overflow and partial parses.  Then 200k random
   doubles make the round trip printf("%.17g") -> strtod and printf("%a")
   -> strtod at run time, bit for bit. */
// test: timeout 120
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "data/strtod_cases.h"

#define N(a) (sizeof (a) / sizeof *(a))

static void check_d(const struct dcase *c)
{
	char *end;
	double d;
	unsigned long long b;

	errno = 0;
	d = strtod(c->s, &end);
	memcpy(&b, &d, 8);
	if (b != c->bits || (errno == ERANGE) != c->erange || end - c->s != c->len) {
		t_puts(2, "strtod(\"");
		t_puts(2, c->s);
		t_puts(2, "\")\n");
		CHECK_EQ(b, c->bits);
		CHECK_EQ(errno == ERANGE, c->erange);
		CHECK_EQ(end - c->s, c->len);
	}
}

int main(void)
{
	size_t i;

	for (i = 0; i < N(d_random); i++)
		check_d(&d_random[i]);
	for (i = 0; i < N(d_hard); i++)
		check_d(&d_hard[i]);
	for (i = 0; i < N(f_cases); i++) {
		const struct fcase *c = &f_cases[i];
		char *end;
		float f;
		unsigned b;

		errno = 0;
		f = strtof(c->s, &end);
		memcpy(&b, &f, 4);
		if (b != c->bits || (errno == ERANGE) != c->erange || end - c->s != c->len) {
			t_puts(2, "strtof(\"");
			t_puts(2, c->s);
			t_puts(2, "\")\n");
			CHECK_EQ(b, c->bits);
			CHECK_EQ(errno == ERANGE, c->erange);
			CHECK_EQ(end - c->s, c->len);
		}
	}
	/* the table holds x87 bits; binary128: strtold_long_double_round_trips */
	for (i = 0; LDBL_MANT_DIG == 64 && i < N(ld_cases); i++) {
		const struct ldcase *c = &ld_cases[i];
		char *end;
		long double x;
		unsigned long long m;
		unsigned short se;

		errno = 0;
		x = strtold(c->s, &end);
		memcpy(&m, &x, 8);
		memcpy(&se, (char *)&x + 8, 2);
		if (m != c->m || se != c->se || (errno == ERANGE) != c->erange || end - c->s != c->len) {
			t_puts(2, "strtold(\"");
			t_puts(2, c->s);
			t_puts(2, "\")\n");
			CHECK_EQ(m, c->m);
			CHECK_EQ(se, c->se);
			CHECK_EQ(errno == ERANGE, c->erange);
			CHECK_EQ(end - c->s, c->len);
		}
	}
	/* run-time round trips of random bit patterns (xorshift64) */
	unsigned long long x = 0x9e3779b97f4a7c15ULL;
	for (i = 0; i < 200000; i++) {
		char buf[64], *end;
		unsigned long long b, back;
		double d, r;
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		b = i % 4 == 1 ? x & 0x800fffffffffffffULL : x;   /* denormals too */
		memcpy(&d, &b, sizeof d);
		if (d != d || d - d != 0)
			continue;   /* NaN and infinities: not round-trippable by value */
		snprintf(buf, sizeof buf, i % 2 ? "%.17g" : "%a", d);
		r = strtod(buf, &end);
		memcpy(&back, &r, sizeof back);
		if (back != b || *end)
			t_fail_str(__FILE__, __LINE__, "round trip", buf, "");
	}
	return 0;
}
