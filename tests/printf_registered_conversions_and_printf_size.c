/* <printf.h>: conversions the program registers print through printf,
   fprintf and snprintf (with width, flags, several arguments, n$
   positions and errors); printf_size prints sizes in units of 1024 or
   1000; parse_printf_format reports argument types. */
#define _GNU_SOURCE
#include <printf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

/* The compiler cannot know the registered letters. */
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
/* glibc marks register_printf_function deprecated. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

struct vec {
	int x, y;
};

static int vec_print(FILE *f, const struct printf_info *info, const void *const *args)
{
	const struct vec *v = *(const struct vec *const *)args[0];
	char b[64];
	snprintf(b, sizeof b, info->alt ? "<%d;%d>" : "(%d,%d)", v->x, v->y);
	return fprintf(f, info->left ? "%-*s" : "%*s", info->width, b);
}

static int vec_arginfo(const struct printf_info *info, size_t n, int *types, int *size)
{
	(void)info;
	(void)size;
	if (n > 0)
		types[0] = PA_POINTER;
	return 1;
}

/* Two arguments: a count and a string, "s*count". */
static int rep_print(FILE *f, const struct printf_info *info, const void *const *args)
{
	int k = *(const int *)args[0], i, r = 0;
	const char *s = *(const char *const *)args[1];
	(void)info;
	if (k < 0) {
		errno = ERANGE;
		return -1;
	}
	for (i = 0; i < k; i++)
		r += fprintf(f, "%s", s);
	return r;
}

static int rep_arginfo(const struct printf_info *info, size_t n, int *types)
{
	(void)info;
	if (n > 1) {
		types[0] = PA_INT;
		types[1] = PA_STRING;
	}
	return 2;
}

/* A type of the program's own, passed by value. */
struct pt {
	short x;
	double y;
};
static int pt_type;

static void pt_read(void *mem, va_list *ap)
{
	*(struct pt *)mem = va_arg(*ap, struct pt);
}

static int pt_print(FILE *f, const struct printf_info *info, const void *const *args)
{
	/* args[0] points at a pointer to the value */
	const struct pt *p = *(const struct pt *const *)args[0];
	(void)info;
	return fprintf(f, "[%d|%g]", p->x, p->y);
}

static int pt_arginfo(const struct printf_info *info, size_t n, int *types, int *size)
{
	(void)info;
	if (n > 0) {
		types[0] = pt_type;
		size[0] = sizeof(struct pt);
	}
	return 1;
}

/* No argument at all. */
static int wow_print(FILE *f, const struct printf_info *info, const void *const *args)
{
	(void)info;
	(void)args;
	return fprintf(f, "wow");
}

static int wow_arginfo(const struct printf_info *info, size_t n, int *types, int *size)
{
	(void)info;
	(void)n;
	(void)types;
	(void)size;
	return 0;
}

int main(void)
{
	char buf[256], *ms;
	size_t msz;
	struct vec v = { 3, -4 };
	int types[8];
	FILE *f;

	CHECK_EQ(register_printf_specifier('V', vec_print, vec_arginfo), 0);
	CHECK_EQ(register_printf_function('R', rep_print, rep_arginfo), 0);
	CHECK_EQ(register_printf_function('b', printf_size, printf_size_info), 0);
	CHECK_EQ(register_printf_function('B', printf_size, printf_size_info), 0);

	CHECK_EQ(snprintf(buf, sizeof buf, "[%V] [%10V] [%-9V|%#V] %d", &v, &v, &v, &v, 7), 42);
	CHECK_STR(buf, "[(3,-4)] [    (3,-4)] [(3,-4)   |<3;-4>] 7");
	CHECK_EQ(snprintf(buf, sizeof buf, "%s %R %d", "a", 3, "xy", 9), 10);
	CHECK_STR(buf, "a xyxyxy 9");
	CHECK_EQ(snprintf(buf, 5, "%R!", 4, "ab"), 9);
	CHECK_STR(buf, "abab");
	CHECK_EQ(snprintf(buf, sizeof buf, "%2$V %1$d", 5, &v), 8);
	CHECK_STR(buf, "(3,-4) 5");
	errno = 0;
	CHECK_EQ(snprintf(buf, sizeof buf, "%R", -1, "x"), -1);
	CHECK_EQ(errno, ERANGE);

	f = open_memstream(&ms, &msz);
	CHECK(f != 0);
	CHECK_EQ(fprintf(f, "%d:%V:%b", 1, &v, 2048.0), 15);
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(ms, "1:(3,-4):2.000k");
	free(ms);

	/* printf_size */
	CHECK_EQ(snprintf(buf, sizeof buf, "[%b] [%B] [%b] [%B]", 0.0, 999.0, 1000.0, 1000.0), 40);
	CHECK_STR(buf, "[0.000 ] [999.000 ] [1000.000 ] [1.000K]");
	CHECK_EQ(snprintf(buf, sizeof buf, "[%b] [%B] [%b] [%B]", 1024.0, 1024.0, 1048576.0, 1e9), 35);
	CHECK_STR(buf, "[1.000k] [1.024K] [1.000m] [1.000G]");
	CHECK_GT(snprintf(buf, sizeof buf, "[%10.1b] [%-10b] [%.0B] [%+b] [%010b]", 1536.0, 1536.0,
			  1536.0, 1536.0, 4096.0), 0);
	CHECK_STR(buf, "[      1.5k] [1.500k    ] [2K] [+1.500k] [00004.000k]");
	CHECK_GT(snprintf(buf, sizeof buf, "[%Lb] [%b] [%B]", 3.0L * 1073741824, -2048.0, 1e30), 0);
	CHECK_STR(buf, "[3.000g] [-2048.000 ] [1000000.000Y]");
	CHECK_EQ(snprintf(buf, 4, "x%by", 2048.0), 8);
	CHECK_STR(buf, "x2.");

	/* parse_printf_format */
	CHECK_EQ(parse_printf_format("%d %s %5.*f %Lg %p %n %ld %hd %%", 8, types), 9);
	CHECK_EQ(types[0], PA_INT);
	CHECK_EQ(types[1], PA_STRING);
	CHECK_EQ(types[2], PA_INT);
	CHECK_EQ(types[3], PA_DOUBLE);
	CHECK_EQ(types[4], PA_DOUBLE | PA_FLAG_LONG_DOUBLE);
	CHECK_EQ(types[5], PA_POINTER);
	CHECK_EQ(types[6], PA_INT | PA_FLAG_PTR);
	CHECK_EQ(types[7], PA_INT | PA_FLAG_LONG);
	CHECK_EQ(parse_printf_format("%hd %c %C %S %m %jd %hhd", 8, types), 6);
	CHECK_EQ(types[0], PA_INT | PA_FLAG_SHORT);
	CHECK_EQ(types[1], PA_CHAR);
	CHECK_EQ(types[2], PA_WCHAR);
	CHECK_EQ(types[3], PA_WSTRING);
	CHECK_EQ(types[4], PA_INT | PA_FLAG_LONG);
	CHECK_EQ(types[5], PA_CHAR);
	/* Only n types are stored; the count is all of them. */
	types[1] = 99;
	CHECK_EQ(parse_printf_format("%d %s %f", 1, types), 3);
	CHECK_EQ(types[1], 99);
	CHECK_EQ(parse_printf_format("%2$s %1$d %3$*4$d", 8, types), 4);
	CHECK_EQ(types[0], PA_INT);
	CHECK_EQ(types[1], PA_STRING);
	CHECK_EQ(types[2], PA_INT);
	CHECK_EQ(types[3], PA_INT);
	/* Registered conversions report their own types. */
	CHECK_EQ(parse_printf_format("%V %R %b", 8, types), 4);
	CHECK_EQ(types[0], PA_POINTER);
	CHECK_EQ(types[1], PA_INT);
	CHECK_EQ(types[2], PA_STRING);
	CHECK_EQ(types[3], PA_DOUBLE);

	CHECK_EQ(register_printf_specifier('W', wow_print, wow_arginfo), 0);
	CHECK_EQ(snprintf(buf, sizeof buf, "%W|%d", 5), 5);
	CHECK_STR(buf, "wow|5");
	CHECK_EQ(snprintf(buf, sizeof buf, "%2$s %1$d %W.", 5, "x"), 8);
	CHECK_STR(buf, "x 5 wow.");

	/* register_printf_type */
	pt_type = register_printf_type(pt_read);
	CHECK_GE(pt_type, PA_LAST);
	CHECK_EQ(register_printf_specifier('P', pt_print, pt_arginfo), 0);
	CHECK_EQ(snprintf(buf, sizeof buf, "%d %P %P %s", 1, (struct pt){ 2, 0.5 },
			  (struct pt){ -3, 1e10 }, "end"), 24);
	CHECK_STR(buf, "1 [2|0.5] [-3|1e+10] end");
	CHECK_EQ(parse_printf_format("%P", 1, types), 1);
	CHECK_EQ(types[0], pt_type);

	/* Removing a registration. */
	CHECK_EQ(register_printf_specifier('V', 0, 0), 0);
	return 0;
}
