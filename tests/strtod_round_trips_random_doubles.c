/* strtod, strtof and strtold give the same bits, errno and end as the
   host glibc on a generated table (tests/tools/gen-strtod-cases.c):
   100k random doubles printed with 17 digits or in hex, 20k random floats
   and 5k long doubles, exact halfway points and their neighbours, long digit
   strings, denormals, overflow and partial parses. */
// test: timeout 120
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
	for (i = 0; i < N(ld_cases); i++) {
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
	return 0;
}
