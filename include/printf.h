/* Extending printf (a GNU interface): conversions of the program's own,
   the argument types of a format, and printf_size.  A registered
   conversion letter is one printf does not already know; the byte
   functions (printf, fprintf, snprintf, ...) use it, the wprintf family
   does not. */
#ifndef _PRINTF_H
#define _PRINTF_H

#include <features.h>
#include <stdio.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_wchar_t
#include <bits/typedefs.h>

__WEFT_BEGIN

/* One conversion as the format wrote it. */
struct printf_info {
	int prec;                 /* -1: none */
	int width;                /* 0: none */
	wchar_t spec;             /* the conversion letter */
	unsigned int is_long_double:1;  /* L, ll or q */
	unsigned int is_short:1;  /* h */
	unsigned int is_long:1;   /* l (also j, z, t) */
	unsigned int alt:1;       /* # */
	unsigned int space:1;     /* ' ' */
	unsigned int left:1;      /* - */
	unsigned int showsign:1;  /* + */
	unsigned int group:1;     /* ' */
	unsigned int extra:1;
	unsigned int is_char:1;   /* hh */
	unsigned int wide:1;      /* from the wprintf family */
	unsigned int i18n:1;      /* I */
	unsigned int is_binary128:1;
	unsigned int __pad:3;
	unsigned short int user;
	wchar_t pad;              /* '0' with the 0 flag, else ' ' */
};

/* Prints the conversion to stream; the count of bytes written, or -1. */
typedef int printf_function(FILE *stream, const struct printf_info *info,
			    const void *const *args);
/* Stores the types of up to n arguments the conversion takes (PA_* below)
   and returns how many it takes. */
typedef int printf_arginfo_size_function(const struct printf_info *info, size_t n,
					 int *argtypes, int *size);
typedef int printf_arginfo_function(const struct printf_info *info, size_t n, int *argtypes);

int register_printf_specifier(int spec, printf_function *fn,
			      printf_arginfo_size_function *arginfo);
int register_printf_function(int spec, printf_function *fn, printf_arginfo_function *arginfo);

/* A new argument type (the number returned, from PA_LAST up) for arginfo
   functions to name, with its size in *size; fn reads one from *ap into
   mem.  Formats with n$ positions cannot use such types. */
typedef void printf_va_arg_function(void *mem, __gnuc_va_list *ap);
int register_printf_type(printf_va_arg_function *fn);

/* Argument types, and flags or'ed in. */
enum {
	PA_INT,
	PA_CHAR,
	PA_WCHAR,
	PA_STRING,
	PA_WSTRING,
	PA_POINTER,
	PA_FLOAT,
	PA_DOUBLE,
	PA_LAST
};
#define PA_FLAG_MASK        0xff00
#define PA_FLAG_LONG_LONG   (1 << 8)
#define PA_FLAG_LONG_DOUBLE PA_FLAG_LONG_LONG
#define PA_FLAG_LONG        (1 << 9)
#define PA_FLAG_SHORT       (1 << 10)
#define PA_FLAG_PTR         (1 << 11)

/* Stores the types of up to n of fmt's arguments; returns how many it
   takes in all. */
size_t parse_printf_format(const char *__weft_restrict fmt, size_t n,
			   int *__weft_restrict argtypes);

/* A double (long double with L) in units of 1024 (lower-case letter:
   k, m, g, ...) or 1000 (upper-case: K, M, G, ...), as %.3f with a
   unit letter, or a space below the first unit. */
int printf_size(FILE *__weft_restrict fp, const struct printf_info *info,
		const void *const *__weft_restrict args);
int printf_size_info(const struct printf_info *__weft_restrict info, size_t n,
		     int *__weft_restrict argtypes);

__WEFT_END

#endif
