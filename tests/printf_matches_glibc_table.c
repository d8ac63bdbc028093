/* snprintf agrees with glibc on every row of tests/data/printf_cases.h
   (made by tests/tools/gen-printf-cases.c from the host glibc): integers
   at their limits with every flag, width and precision, '*' (negative
   too), positional arguments, %n, %c, %s, %p, and floating values --
   NaN, infinities, -0.0, denormals, DBL_MAX, long doubles, %a, %g corner
   cases and precisions in the thousands. */
// test: timeout 60
#include <float.h>
#include <stdio.h>
#include <string.h>
#include "check.h"
#include "data/printf_cases.h"

#define N(a) (sizeof(a) / sizeof(a)[0])

static char buf[40000];
static int failures;

static void report(const char *group, size_t i, const char *fmt, int r, int ret, const char *want)
{
	t_puts(2, group);
	t_puts(2, "[");
	t_putnum(2, (long long)i);
	t_puts(2, "] \"");
	t_puts(2, fmt);
	t_puts(2, "\": got ");
	t_putnum(2, r);
	t_puts(2, " \"");
	t_puts(2, buf);
	t_puts(2, "\", expected ");
	t_putnum(2, ret);
	t_puts(2, " \"");
	t_puts(2, want);
	t_puts(2, "\"\n");
	failures++;
}

/* r and buf must match ret and out (which may hold a NUL from %c). */
static void match(const char *group, size_t i, const char *fmt, int r, int ret, const char *out)
{
	if (r != ret || memcmp(buf, out, ret < 0 ? 0 : (size_t)ret + (memchr(out, 0, ret) ? 0 : 1)))
		report(group, i, fmt, r, ret, out);
}

int main(void)
{
	size_t i, total = 0;

	for (i = 0; i < N(int_cases); i++, total++)
		match("int", i, int_cases[i].fmt,
		      snprintf(buf, sizeof buf, int_cases[i].fmt, int_cases[i].v, int_cases[i].v),
		      int_cases[i].ret, int_cases[i].out);
	for (i = 0; i < N(long_cases); i++, total++)
		match("long", i, long_cases[i].fmt,
		      snprintf(buf, sizeof buf, long_cases[i].fmt, long_cases[i].v),
		      long_cases[i].ret, long_cases[i].out);
	for (i = 0; i < N(llong_cases); i++, total++)
		match("llong", i, llong_cases[i].fmt,
		      snprintf(buf, sizeof buf, llong_cases[i].fmt, llong_cases[i].v),
		      llong_cases[i].ret, llong_cases[i].out);
	for (i = 0; i < N(dbl_cases); i++, total++)
		match("double", i, dbl_cases[i].fmt,
		      snprintf(buf, sizeof buf, dbl_cases[i].fmt, dbl_cases[i].v),
		      dbl_cases[i].ret, dbl_cases[i].out);
	/* the long double rows are x87 values as x86_64's glibc prints them
	   (binary128 printing: printf_exact_decimal_expansion and
	   strtold_long_double_round_trips) */
	for (i = 0; LDBL_MANT_DIG == 64 && i < N(ldbl_cases); i++, total++)
		match("long double", i, ldbl_cases[i].fmt,
		      snprintf(buf, sizeof buf, ldbl_cases[i].fmt, ldbl_cases[i].v),
		      ldbl_cases[i].ret, ldbl_cases[i].out);
	for (i = 0; i < N(str_cases); i++, total++) {
		int r;
		if (!strcmp(str_cases[i].fmt, "%.*s"))
			r = snprintf(buf, sizeof buf, "%.*s", 4, str_cases[i].v);
		else
			r = snprintf(buf, sizeof buf, str_cases[i].fmt, str_cases[i].v, str_cases[i].v);
		match("string", i, str_cases[i].fmt, r, str_cases[i].ret, str_cases[i].out);
	}
	for (i = 0; i < N(ptr_cases); i++, total++)
		match("pointer", i, ptr_cases[i].fmt,
		      snprintf(buf, sizeof buf, ptr_cases[i].fmt, (void *)ptr_cases[i].v),
		      ptr_cases[i].ret, ptr_cases[i].out);
	for (i = 0; i < N(star_int_cases); i++, total++)
		match("star int", i, star_int_cases[i].fmt,
		      snprintf(buf, sizeof buf, star_int_cases[i].fmt, star_int_cases[i].w,
			       star_int_cases[i].p, star_int_cases[i].v),
		      star_int_cases[i].ret, star_int_cases[i].out);
	for (i = 0; i < N(star_dbl_cases); i++, total++)
		match("star double", i, star_dbl_cases[i].fmt,
		      snprintf(buf, sizeof buf, star_dbl_cases[i].fmt, star_dbl_cases[i].w,
			       star_dbl_cases[i].p, star_dbl_cases[i].v),
		      star_dbl_cases[i].ret, star_dbl_cases[i].out);
	for (i = 0; i < N(pos_cases); i++, total++)
		match("positional", i, pos_cases[i].fmt,
		      snprintf(buf, sizeof buf, pos_cases[i].fmt, pos_cases[i].i, pos_cases[i].d,
			       pos_cases[i].s),
		      pos_cases[i].ret, pos_cases[i].out);
	for (i = 0; i < N(n_cases); i++, total++) {
		const char *f = n_cases[i].fmt;
		union { signed char hh; short h; int i; long l; long long ll; } u;
		long long n;
		int r;
		memset(&u, 0, sizeof u);
		if (strstr(f, "%hhn")) { r = snprintf(buf, sizeof buf, f, &u.hh); n = u.hh; }
		else if (strstr(f, "%hn")) { r = snprintf(buf, sizeof buf, f, &u.h); n = u.h; }
		else if (strstr(f, "%5d")) { r = snprintf(buf, sizeof buf, f, 42, &u.i); n = u.i; }
		else if (strstr(f, "%ln") || strstr(f, "%jn") || strstr(f, "%zn") || strstr(f, "%tn")) {
			r = snprintf(buf, sizeof buf, f, "twelve chars", &u.l); n = u.l;
		} else if (strstr(f, "%lln")) { r = snprintf(buf, sizeof buf, f, "twelve chars", &u.ll); n = u.ll; }
		else if (strstr(f, "%s") || strstr(f, "%-9s")) { r = snprintf(buf, sizeof buf, f, "ab", &u.i); n = u.i; }
		else { r = snprintf(buf, sizeof buf, f, &u.i); n = u.i; }
		match("%n", i, f, r, n_cases[i].ret, n_cases[i].out);
		if (n != n_cases[i].n) {
			t_puts(2, "%n stored a wrong count for ");
			t_puts(2, f);
			t_puts(2, "\n");
			failures++;
		}
	}
	t_putnum(1, (long long)total);
	t_puts(1, " cases, ");
	t_putnum(1, failures);
	t_puts(1, " failures\n");
	CHECK_EQ(failures, 0);
	CHECK(total >= 600);
	return 0;
}
