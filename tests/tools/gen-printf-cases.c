/* Writes tests/data/printf_cases.h: printf formats and arguments with the
   output the host C library (glibc) gives for them.  Build with the host
   cc and run from the source tree:
       cc -O2 -o gen tests/tools/gen-printf-cases.c && ./gen > tests/data/printf_cases.h
   Cases are grouped by the type of their argument(s), since each group
   needs its own call. */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char out[40000];
static int ncases;

/* A C string literal for s[0..n), every odd byte as a 3-digit octal
   escape, split so that lines stay readable. */
static void lit(const char *s, size_t n)
{
	size_t i, col = 0;
	putchar('"');
	for (i = 0; i < n; i++, col++) {
		unsigned char c = s[i];
		if (col >= 100) {
			fputs("\"\n\t\t\"", stdout);
			col = 0;
		}
		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 32 || c > 126)
			printf("\\%03o", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void row_end(int r)
{
	printf(", %d, ", r);
	lit(out, r < 0 ? 0 : (size_t)r);
	printf(" },\n");
	ncases++;
}

#define N(a) (sizeof(a) / sizeof(a)[0])

static const char *int_fmts[] = {
	"%d", "%i", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%.0d", "%+.0d",
	"%8.3d", "%-8.3d|", "%08.3d", "%+08d", "% 08d", "%-+6d|", "%x", "%X", "%#x",
	"%#X", "%#o", "%o", "%u", "%#.0x", "%#.0o", "%#8x", "%#08x", "%-#8x|",
	"%hhd", "%hhu", "%hd", "%hu", "%hhx", "%#hho", "%'d", "%12.0d", "%#10.6o",
	"%%%d%%", "<%3d|%-3d>", "%.12x",
};
static const int int_vals[] = {
	0, 1, -1, 42, -42, 255, 128, -128, 65535, 32767, INT_MAX, INT_MIN,
};
static const char *char_fmts[] = { "%c", "%5c", "%-5c|", "%05c", "%.0c", "%hhc" };
static const int char_vals[] = { 'a', 'Z', ' ', '%', 255, 0x141 };

static const char *long_fmts[] = {
	"%ld", "%lu", "%lx", "%lX", "%lo", "%#lx", "%#lo", "%22ld", "%-22ld|", "%+ld",
	"% ld", "%.20ld", "%022ld", "%jd", "%ju", "%zd", "%zu", "%zx", "%td", "%Zd",
};
static const long long_vals[] = {
	0, 1, -1, LONG_MAX, LONG_MIN, 1234567890123L, -987654321L, 4294967296L,
};
static const char *llong_fmts[] = {
	"%lld", "%llu", "%llx", "%llX", "%#llo", "%qd", "%qu", "%+lld", "%025lld",
	"%-25llx|", "%.0lld", "%Ld",
};
static const long long llong_vals[] = {
	0, 1, -1, LLONG_MAX, LLONG_MIN, 0x123456789abcdefLL,
};

static const char *dbl_fmts[] = {
	"%f", "%.0f", "%.1f", "%.2f", "%#.0f", "%10.3f", "%-10.3f|", "%+f", "% f",
	"%010.2f", "%F", "%e", "%.0e", "%#.0e", "%.3e", "%E", "%+.2e", "%12.4e",
	"%g", "%.0g", "%#g", "%#.3g", "%.10g", "%G", "%-12g|", "%+g", "%.17g",
	"%a", "%A", "%.0a", "%.1a", "%.3a", "%#a", "%20a", "%-+20.2a|", "%020a",
	"%.20a", "%015e", "% 012.3g", "%#.0g",
};
static const double dbl_vals[] = {
	0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 2.5, 0.125, 3.14159265358979, 123456.789,
	1e-5, 1e-4, 9.9995, 0.00001234, 1e15, 1e16, 1e21, 1e100, 1e-300, DBL_MAX,
	DBL_MIN, 4.9406564584124654e-324, 999999.5, 0.05, 0.95, 1.0 / 3, 100.0,
	0x1.fffffffffffffp0, 0x1.08p0, 0x1.18p0, 1e-320, 2.0 / 3, 123.456,
	9.5, 0.000123456, 99999.95,
};
static const char *dbl_special_fmts[] = {
	"%f", "%F", "%e", "%E", "%g", "%G", "%a", "%A", "%+f", "% e", "%010f",
	"%-8f|", "%8.3g", "%+010a",
};
static const double dbl_special_vals[] = { INFINITY, -INFINITY, NAN, -NAN };

static const struct { const char *fmt; double v; } dbl_big[] = {
	{ "%.40f", 0.1 }, { "%.60e", 0.1 }, { "%.60e", 1e-300 }, { "%.30f", 1e-20 },
	{ "%f", DBL_MAX }, { "%.500e", DBL_MAX }, { "%.20f", DBL_MAX },
	{ "%.1074f", 4.9406564584124654e-324 }, { "%.1100f", 4.9406564584124654e-324 },
	{ "%.760e", 4.9406564584124654e-324 }, { "%.800e", DBL_MIN },
	{ "%.1000f", 1e-300 }, { "%.100g", 0.1 }, { "%#.100g", 1.0 }, { "%.330g", DBL_MAX },
	{ "%.99a", 0.1 }, { "%.17f", 0.30000000000000004 }, { "%.55f", 0.3 },
	{ "%.0f", 0.5 }, { "%.0f", 1.5 }, { "%.0f", 2.5 }, { "%.0f", 3.5 },
	{ "%.1f", 0.25 }, { "%.1f", 0.35 }, { "%.2f", 1.005 }, { "%.3f", 2.0005 },
	{ "%.0e", 2.5 }, { "%.0e", 3.5 }, { "%.1e", 0.25 }, { "%.15g", 0.1 },
	{ "%.16g", 0.1 }, { "%.17g", 0.1 }, { "%g", 1e-5 }, { "%g", 123456.0 },
	{ "%g", 1234567.0 }, { "%g", 0.0001 }, { "%#.6g", 0.0001 }, { "%g", 999999.5 },
	{ "%.3g", 9995.0 }, { "%.3g", 0.0009995 }, { "%.2g", 0.995 },
	{ "%5000.2f", 1.0 }, { "%-3000e|", 2.0 },
};

static const char *ldbl_fmts[] = {
	"%Lf", "%.0Lf", "%Le", "%.3Le", "%Lg", "%#Lg", "%.20Lg", "%La", "%LA",
	"%.0La", "%.2La", "%.1La", "%.40Lf", "%+12.4Le", "%-30.10Lg|", "%.25Le",
	"%#.0La", "%020La", "%LF", "%LG",
};
static const long double ldbl_vals[] = {
	0.0L, -0.0L, 1.0L, -2.5L, 0.1L, 3.14159265358979323846264L, 1.0L / 3,
	0xf.fffp0L, 0xf.f8p0L, 0x8.08p0L, 1e300L, 1e-310L, 1e4000L, 1e-4000L,
	LDBL_MIN, 0x1p-16445L, 0x3p-16445L, 12345678901234567890.0L,
	INFINITY, -INFINITY, NAN, -NAN,
};
static const struct { const char *fmt; long double v; } ldbl_big[] = {
	{ "%Lf", LDBL_MAX }, { "%.500Le", LDBL_MAX }, { "%.100Le", 0x1p-16445L },
	{ "%.16445Lf", 0x1p-16445L }, { "%.16500Lf", 0x1p-16445L }, { "%La", LDBL_MAX },
	{ "%.4950Le", 0x1p-16445L }, { "%.60Le", 0.1L }, { "%.40Lf", 0.1L },
	{ "%.30La", 0.1L }, { "%Lg", LDBL_MAX }, { "%.25Lg", LDBL_MIN },
};

static const char *str_fmts[] = {
	"%s", "%10s", "%-10s|", "%.3s", "%.0s", "%10.3s", "%.6s", "%.5s", "%-3.1s|",
	"%.10s", "%05s", "[%s][%s]", "%.*s",
};
static const char *str_vals[] = { "", "a", "hello", "hello world", NULL };

static const char *ptr_fmts[] = {
	"%p", "%20p", "%-20p|", "%+p", "% p", "%#p", "%020p", "%.20p", "%5p", "%.0p",
	"%-5p|",
};
static void *const ptr_vals[] = {
	(void *)0, (void *)1, (void *)0x7fffdeadbeefUL, (void *)-1L, (void *)0x1000,
};

static const char *star_int_fmts[] = {
	"%*.*d", "%-*.*d|", "%0*.*d", "%*.*x", "%#*.*o", "%+*.*i",
};
static const int star_w[] = { -10, -1, 0, 5, 12 };
static const int star_p[] = { -5, -1, 0, 3, 8 };
static const int star_int_vals[] = { 0, 42, -42 };
static const char *star_dbl_fmts[] = { "%*.*f", "%-*.*e|", "%0*.*g", "%*.*a" };
static const double star_dbl_vals[] = { 0.0, 3.25, -1234.5678 };

/* Positional: argument 1 is an int, 2 a double, 3 a string. */
static const char *pos_fmts[] = {
	"%1$d %2$f %3$s", "%3$s %1$d %2$g", "%2$.*1$f", "%1$d %1$d %1$x",
	"%2$*1$.3f|", "%3$-*1$s|%2$g", "%1$x%3$s%2$a", "%3$.*1$s%2$.1f", "%2$e %1$5d %3$.2s",
	"%1$*1$d", "%2$#.*1$g", "%%%1$d%%",
};
static const struct { int i; double d; const char *s; } pos_vals[] = {
	{ 3, 2.5, "weft" }, { 12, -0.001, "hello" }, { 0, 1e10, "" }, { 7, 1.0 / 7, "abcdefgh" },
};

/* %n: text around it, and the length modifiers. */
static const char *n_fmts[] = {
	"%n", "abc%n", "abc%ndef", "%5d%n", "%hhn", "x%hn", "%s%ln", "%s%lln", "%s%jn",
	"%s%zn", "%s%tn", "%-9s%n|",
};

int main(void)
{
	size_t i, j, k, l;

	puts("/* Generated by tests/tools/gen-printf-cases.c from the host glibc's\n"
	     "   snprintf; do not edit.  Each row: format, value(s), expected return\n"
	     "   value, expected output. */");
	puts("#include <float.h>\n#include <limits.h>\n");

	puts("static const struct { const char *fmt; int v; int ret; const char *out; } int_cases[] = {");
	for (i = 0; i < N(int_fmts); i++)
		for (j = 0; j < N(int_vals); j++) {
			int v = int_vals[j];
			printf("\t{ ");
			lit(int_fmts[i], strlen(int_fmts[i]));
			printf(", %d%s", v == INT_MIN ? INT_MIN + 1 : v, v == INT_MIN ? " - 1" : "");
			row_end(snprintf(out, sizeof out, int_fmts[i], v, v));
		}
	for (i = 0; i < N(char_fmts); i++)
		for (j = 0; j < N(char_vals); j++) {
			printf("\t{ ");
			lit(char_fmts[i], strlen(char_fmts[i]));
			printf(", %d", char_vals[j]);
			row_end(snprintf(out, sizeof out, char_fmts[i], char_vals[j]));
		}
	puts("};\n");

	puts("static const struct { const char *fmt; long v; int ret; const char *out; } long_cases[] = {");
	for (i = 0; i < N(long_fmts); i++)
		for (j = 0; j < N(long_vals); j++) {
			long v = long_vals[j];
			printf("\t{ ");
			lit(long_fmts[i], strlen(long_fmts[i]));
			printf(", %ldL%s", v == LONG_MIN ? LONG_MIN + 1 : v, v == LONG_MIN ? " - 1" : "");
			row_end(snprintf(out, sizeof out, long_fmts[i], v));
		}
	puts("};\n");

	puts("static const struct { const char *fmt; long long v; int ret; const char *out; } llong_cases[] = {");
	for (i = 0; i < N(llong_fmts); i++)
		for (j = 0; j < N(llong_vals); j++) {
			long long v = llong_vals[j];
			printf("\t{ ");
			lit(llong_fmts[i], strlen(llong_fmts[i]));
			printf(", %lldLL%s", v == LLONG_MIN ? LLONG_MIN + 1 : v, v == LLONG_MIN ? " - 1" : "");
			row_end(snprintf(out, sizeof out, llong_fmts[i], v));
		}
	puts("};\n");

	puts("static const struct { const char *fmt; double v; int ret; const char *out; } dbl_cases[] = {");
	for (i = 0; i < N(dbl_fmts); i++)
		for (j = 0; j < N(dbl_vals); j++) {
			printf("\t{ ");
			lit(dbl_fmts[i], strlen(dbl_fmts[i]));
			printf(", %a", dbl_vals[j]);
			row_end(snprintf(out, sizeof out, dbl_fmts[i], dbl_vals[j]));
		}
	for (i = 0; i < N(dbl_special_fmts); i++)
		for (j = 0; j < N(dbl_special_vals); j++) {
			double v = dbl_special_vals[j];
			printf("\t{ ");
			lit(dbl_special_fmts[i], strlen(dbl_special_fmts[i]));
			printf(", %s", isinf(v) ? (v < 0 ? "-__builtin_inf()" : "__builtin_inf()")
					       : signbit(v) ? "-__builtin_nan(\"\")" : "__builtin_nan(\"\")");
			row_end(snprintf(out, sizeof out, dbl_special_fmts[i], v));
		}
	for (i = 0; i < N(dbl_big); i++) {
		printf("\t{ ");
		lit(dbl_big[i].fmt, strlen(dbl_big[i].fmt));
		printf(", %a", dbl_big[i].v);
		row_end(snprintf(out, sizeof out, dbl_big[i].fmt, dbl_big[i].v));
	}
	puts("};\n");

	puts("static const struct { const char *fmt; long double v; int ret; const char *out; } ldbl_cases[] = {");
	for (i = 0; i < N(ldbl_fmts); i++)
		for (j = 0; j < N(ldbl_vals); j++) {
			long double v = ldbl_vals[j];
			printf("\t{ ");
			lit(ldbl_fmts[i], strlen(ldbl_fmts[i]));
			if (isinf(v))
				printf(", %s", v < 0 ? "-__builtin_infl()" : "__builtin_infl()");
			else if (isnan(v))
				printf(", %s", signbit(v) ? "-__builtin_nanl(\"\")" : "__builtin_nanl(\"\")");
			else
				printf(", %LaL", v);
			row_end(snprintf(out, sizeof out, ldbl_fmts[i], v));
		}
	for (i = 0; i < N(ldbl_big); i++) {
		printf("\t{ ");
		lit(ldbl_big[i].fmt, strlen(ldbl_big[i].fmt));
		printf(", %LaL", ldbl_big[i].v);
		row_end(snprintf(out, sizeof out, ldbl_big[i].fmt, ldbl_big[i].v));
	}
	puts("};\n");

	puts("static const struct { const char *fmt; const char *v; int ret; const char *out; } str_cases[] = {");
	for (i = 0; i < N(str_fmts); i++)
		for (j = 0; j < N(str_vals); j++) {
			const char *v = str_vals[j];
			printf("\t{ ");
			lit(str_fmts[i], strlen(str_fmts[i]));
			printf(", ");
			if (v)
				lit(v, strlen(v));
			else
				printf("0");
			if (!strcmp(str_fmts[i], "%.*s"))
				row_end(snprintf(out, sizeof out, "%.*s", 4, v)); /* the test passes 4 too */
			else
				row_end(snprintf(out, sizeof out, str_fmts[i], v, v));
		}
	puts("};\n");

	puts("static const struct { const char *fmt; unsigned long v; int ret; const char *out; } ptr_cases[] = {");
	for (i = 0; i < N(ptr_fmts); i++)
		for (j = 0; j < N(ptr_vals); j++) {
			printf("\t{ ");
			lit(ptr_fmts[i], strlen(ptr_fmts[i]));
			printf(", %#lxUL", (unsigned long)ptr_vals[j]);
			row_end(snprintf(out, sizeof out, ptr_fmts[i], ptr_vals[j]));
		}
	puts("};\n");

	puts("static const struct { const char *fmt; int w, p, v; int ret; const char *out; } star_int_cases[] = {");
	for (i = 0; i < N(star_int_fmts); i++)
		for (j = 0; j < N(star_w); j++)
			for (k = 0; k < N(star_p); k++)
				for (l = 0; l < N(star_int_vals); l++) {
					printf("\t{ ");
					lit(star_int_fmts[i], strlen(star_int_fmts[i]));
					printf(", %d, %d, %d", star_w[j], star_p[k], star_int_vals[l]);
					row_end(snprintf(out, sizeof out, star_int_fmts[i], star_w[j], star_p[k], star_int_vals[l]));
				}
	puts("};\n");

	puts("static const struct { const char *fmt; int w, p; double v; int ret; const char *out; } star_dbl_cases[] = {");
	for (i = 0; i < N(star_dbl_fmts); i++)
		for (j = 0; j < N(star_w); j++)
			for (k = 0; k < N(star_p); k++)
				for (l = 0; l < N(star_dbl_vals); l++) {
					printf("\t{ ");
					lit(star_dbl_fmts[i], strlen(star_dbl_fmts[i]));
					printf(", %d, %d, %a", star_w[j], star_p[k], star_dbl_vals[l]);
					row_end(snprintf(out, sizeof out, star_dbl_fmts[i], star_w[j], star_p[k], star_dbl_vals[l]));
				}
	puts("};\n");

	puts("static const struct { const char *fmt; int i; double d; const char *s; int ret; const char *out; } pos_cases[] = {");
	for (i = 0; i < N(pos_fmts); i++)
		for (j = 0; j < N(pos_vals); j++) {
			printf("\t{ ");
			lit(pos_fmts[i], strlen(pos_fmts[i]));
			printf(", %d, %a, ", pos_vals[j].i, pos_vals[j].d);
			lit(pos_vals[j].s, strlen(pos_vals[j].s));
			row_end(snprintf(out, sizeof out, pos_fmts[i], pos_vals[j].i, pos_vals[j].d, pos_vals[j].s));
		}
	puts("};\n");

	/* %n: the value stored, through a pointer of the modifier's type;
	   arguments: an int or a string first when the format has one. */
	puts("static const struct { const char *fmt; long long n; int ret; const char *out; } n_cases[] = {");
	for (i = 0; i < N(n_fmts); i++) {
		const char *f = n_fmts[i];
		long long n = -99;
		int r;
		union { signed char hh; short h; int i; long l; long long ll; } u;
		memset(&u, 0, sizeof u);
		if (strstr(f, "%hhn")) { r = snprintf(out, sizeof out, f, &u.hh); n = u.hh; }
		else if (strstr(f, "%hn")) { r = snprintf(out, sizeof out, f, &u.h); n = u.h; }
		else if (strstr(f, "%5d")) { r = snprintf(out, sizeof out, f, 42, &u.i); n = u.i; }
		else if (strstr(f, "%ln") || strstr(f, "%jn") || strstr(f, "%zn") || strstr(f, "%tn")) {
			r = snprintf(out, sizeof out, f, "twelve chars", &u.l); n = u.l;
		} else if (strstr(f, "%lln")) { r = snprintf(out, sizeof out, f, "twelve chars", &u.ll); n = u.ll; }
		else if (strstr(f, "%s") || strstr(f, "%-9s")) { r = snprintf(out, sizeof out, f, "ab", &u.i); n = u.i; }
		else { r = snprintf(out, sizeof out, f, &u.i); n = u.i; }
		printf("\t{ ");
		lit(f, strlen(f));
		printf(", %lld", n);
		row_end(r);
	}
	puts("};");
	fprintf(stderr, "%d cases\n", ncases);
	return 0;
}
