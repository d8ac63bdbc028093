/* The locales weft has: "C" and "C.UTF-8", which differ only in the
   character set of LC_CTYPE (ASCII or UTF-8); every other category's data
   is the same in both, as in glibc 2.36.  A locale object records, per
   category, whether the UTF-8 variant was chosen, and under which name
   ("en_US.UTF-8" is C.UTF-8 by another name), for nl_langinfo_l. */
#ifndef _WEFT_LOCALE_IMPL_H
#define _WEFT_LOCALE_IMPL_H

#include <locale.h>
#include <sys/types.h>
#include "libc.h"

#define __LC_COUNT 13
/* Longest category name kept by setlocale; longer spellings of
   "C.UTF-8" are refused (glibc takes any punctuation in the codeset). */
#define __LC_NAME_MAX 24

struct __locale_struct {
	unsigned utf8;   /* bit (1 << category) set: the category is C.UTF-8 */
	/* The name newlocale was given for each category whose bit is set
	   in utf8; a category without it is "C".  __locale_global leaves
	   these empty: setlocale keeps its own names. */
	char name[__LC_COUNT][__LC_NAME_MAX];
};

/* setlocale's locale, and the one uselocale set for this thread (NULL: the
   global one).  A thread starts with NULL, so nothing needs to run at
   thread creation. */
hidden extern struct __locale_struct __locale_global;
hidden extern __thread struct __locale_struct *__locale_thread;
/* The locale object newlocale returns, without allocating, for "C". */
hidden extern struct __locale_struct __locale_c_obj;

/* 0 for "C"/"POSIX", 1 for a spelling of "C.UTF-8", -1 for any other. */
hidden int __locale_kind(const char *name);
/* The name "" stands for in category cat: LC_ALL, LC_<cat>, LANG, "C". */
hidden const char *__locale_env(int cat);
/* "LC_CTYPE", ..., indexed by category ("LC_ALL" at LC_ALL). */
hidden extern const char __locale_cat_names[__LC_COUNT][18];

static inline struct __locale_struct *__locale_cur(void)
{
	struct __locale_struct *l = __locale_thread;
	return l ? l : &__locale_global;
}

/* Whether the multibyte functions work in UTF-8 for locale l. */
static inline int __locale_is_utf8(const struct __locale_struct *l)
{
	return l->utf8 & 1u << LC_CTYPE;
}

static inline int __locale_cur_utf8(void)
{
	return __locale_is_utf8(__locale_cur());
}

/* The current LC_CTYPE's multibyte form of u >= 0x80 in s: its
   length, or 0 if it has none (src/locale/__locale_cur.c). */
hidden size_t __locale_wctomb(char *s, unsigned u);

/* The UTF-8 form of code point u >= 0x80 in s: its length, or 0 if it
   has none (a surrogate, past U+10FFFF). */
hidden size_t __utf8_put(char *s, unsigned u);

/* strfmon and strfmon_l: the same in every locale weft has, as they all
   have the C locale's LC_MONETARY data. */
hidden ssize_t __vstrfmon(char *s, size_t max, const char *fmt, __builtin_va_list ap);

#endif
