#ifndef _WCHAR_H
#define _WCHAR_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_wchar_t
#define __WEFT_WANT_wint_t
#define __WEFT_WANT_mbstate_t
#define __WEFT_WANT_stdio_va_list
#define __WEFT_WANT_FILE
#include <bits/typedefs.h>


#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif
#ifndef WCHAR_MAX
#define WCHAR_MAX __WCHAR_MAX__
#define WCHAR_MIN (-WCHAR_MAX - 1)
#endif

__WEFT_BEGIN

/* Conversions: the C locale is ASCII (bytes >= 0x80 are EILSEQ, as in
   glibc); C.UTF-8 is strict UTF-8 (no overlongs, surrogates or code points
   above U+10FFFF). */
wint_t btowc(int c);
int wctob(wint_t wc);
int mbsinit(const mbstate_t *ps);
size_t mbrlen(const char *__weft_restrict s, size_t n, mbstate_t *__weft_restrict ps);
size_t mbrtowc(wchar_t *__weft_restrict wc, const char *__weft_restrict s, size_t n,
	       mbstate_t *__weft_restrict ps);
size_t wcrtomb(char *__weft_restrict s, wchar_t wc, mbstate_t *__weft_restrict ps);
size_t mbsrtowcs(wchar_t *__weft_restrict dst, const char **__weft_restrict src, size_t len,
		 mbstate_t *__weft_restrict ps);
size_t wcsrtombs(char *__weft_restrict dst, const wchar_t **__weft_restrict src, size_t len,
		 mbstate_t *__weft_restrict ps);
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
size_t mbsnrtowcs(wchar_t *__weft_restrict dst, const char **__weft_restrict src, size_t nms,
		  size_t len, mbstate_t *__weft_restrict ps);
size_t wcsnrtombs(char *__weft_restrict dst, const wchar_t **__weft_restrict src, size_t nwc,
		  size_t len, mbstate_t *__weft_restrict ps);
#endif

/* Strings and arrays of wide characters */
size_t wcslen(const wchar_t *s);
wchar_t *wcscpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src);
wchar_t *wcsncpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
wchar_t *wcscat(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src);
wchar_t *wcsncat(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
int wcscmp(const wchar_t *a, const wchar_t *b);
int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n);
int wcscoll(const wchar_t *a, const wchar_t *b);
size_t wcsxfrm(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
wchar_t *wcschr(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wcsstr(const wchar_t *__weft_restrict h, const wchar_t *__weft_restrict n);
size_t wcsspn(const wchar_t *s, const wchar_t *accept);
size_t wcscspn(const wchar_t *s, const wchar_t *reject);
wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept);
wchar_t *wcstok(wchar_t *__weft_restrict s, const wchar_t *__weft_restrict sep,
		wchar_t **__weft_restrict save);
wchar_t *wmemcpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
wchar_t *wmemmove(wchar_t *dst, const wchar_t *src, size_t n);
wchar_t *wmemset(wchar_t *dst, wchar_t c, size_t n);
int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n);
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
wchar_t *wcsdup(const wchar_t *s);
size_t wcsnlen(const wchar_t *s, size_t max);
wchar_t *wcpcpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src);
wchar_t *wcpncpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
int wcscasecmp(const wchar_t *a, const wchar_t *b);
int wcsncasecmp(const wchar_t *a, const wchar_t *b, size_t n);
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
int wcscasecmp_l(const wchar_t *a, const wchar_t *b, locale_t l);
int wcsncasecmp_l(const wchar_t *a, const wchar_t *b, size_t n, locale_t l);
int wcscoll_l(const wchar_t *a, const wchar_t *b, locale_t l);
size_t wcsxfrm_l(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n,
		 locale_t l);
#endif
#ifdef _GNU_SOURCE
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
/* The wide character I/O functions without the stream lock (the caller
   holds it through flockfile, or no other thread uses the stream). */
wint_t fgetwc_unlocked(FILE *f);
wint_t getwc_unlocked(FILE *f);
wint_t getwchar_unlocked(void);
wint_t fputwc_unlocked(wchar_t wc, FILE *f);
wint_t putwc_unlocked(wchar_t wc, FILE *f);
wint_t putwchar_unlocked(wchar_t wc);
wchar_t *fgetws_unlocked(wchar_t *__weft_restrict ws, int n, FILE *__weft_restrict f);
int fputws_unlocked(const wchar_t *__weft_restrict ws, FILE *__weft_restrict f);
wchar_t *wcschrnul(const wchar_t *s, wchar_t c);
long long wcstoq(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base);
unsigned long long wcstouq(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end,
			   int base);
/* The _l forms: weft's locales all read numbers and write times alike. */
long wcstol_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base,
	      locale_t l);
unsigned long wcstoul_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end,
			int base, locale_t l);
long long wcstoll_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base,
		    locale_t l);
unsigned long long wcstoull_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end,
			      int base, locale_t l);
double wcstod_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, locale_t l);
float wcstof_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, locale_t l);
long double wcstold_l(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end,
		      locale_t l);
struct tm;
size_t wcsftime_l(wchar_t *__weft_restrict s, size_t max, const wchar_t *__weft_restrict fmt,
		  const struct tm *__weft_restrict tm, locale_t l);
wchar_t *wmempcpy(wchar_t *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);
#endif

/* Numbers: only ASCII digits, signs and letters form a number. */
long wcstol(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base);
unsigned long wcstoul(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base);
long long wcstoll(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end, int base);
unsigned long long wcstoull(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end,
			    int base);
double wcstod(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
float wcstof(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
long double wcstold(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);

/* Wide-character input and output.  A stream's orientation (fwide) is
   fixed by its first I/O; wide functions on a byte-oriented stream fail.
   Characters convert through the current locale (wcrtomb, mbrtowc). */
int fwide(FILE *f, int mode);
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
FILE *open_wmemstream(wchar_t **bufp, size_t *sizep);
#endif
wint_t fgetwc(FILE *f);
wint_t getwc(FILE *f);
wint_t getwchar(void);
wchar_t *fgetws(wchar_t *__weft_restrict ws, int n, FILE *__weft_restrict f);
wint_t ungetwc(wint_t wc, FILE *f);
wint_t fputwc(wchar_t wc, FILE *f);
wint_t putwc(wchar_t wc, FILE *f);
wint_t putwchar(wchar_t wc);
int fputws(const wchar_t *__weft_restrict ws, FILE *__weft_restrict f);
int fwprintf(FILE *__weft_restrict f, const wchar_t *__weft_restrict fmt, ...);
int wprintf(const wchar_t *__weft_restrict fmt, ...);
int swprintf(wchar_t *__weft_restrict s, size_t n, const wchar_t *__weft_restrict fmt, ...);
int vfwprintf(FILE *__weft_restrict f, const wchar_t *__weft_restrict fmt, __gnuc_va_list ap);
int vwprintf(const wchar_t *__weft_restrict fmt, __gnuc_va_list ap);
int vswprintf(wchar_t *__weft_restrict s, size_t n, const wchar_t *__weft_restrict fmt,
	      __gnuc_va_list ap);
int fwscanf(FILE *__weft_restrict f, const wchar_t *__weft_restrict fmt, ...);
int wscanf(const wchar_t *__weft_restrict fmt, ...);
int swscanf(const wchar_t *__weft_restrict s, const wchar_t *__weft_restrict fmt, ...);
int vfwscanf(FILE *__weft_restrict f, const wchar_t *__weft_restrict fmt, __gnuc_va_list ap);
int vwscanf(const wchar_t *__weft_restrict fmt, __gnuc_va_list ap);
int vswscanf(const wchar_t *__weft_restrict s, const wchar_t *__weft_restrict fmt,
	     __gnuc_va_list ap);

#include <bits/floatn.h>
#if defined(__WEFT_FLOAT32) || defined(__WEFT_FLOAT64) || defined(__WEFT_FLOAT32X) || \
    defined(__WEFT_FLOAT64X) || defined(__WEFT_FLOAT128)
/* The _FloatN forms of wcstod and (GNU) wcstod_l (bits/floatn.h). */
#ifdef __WEFT_FLOAT32
__extension__ _Float32 wcstof32(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
#endif
#ifdef __WEFT_FLOAT64
__extension__ _Float64 wcstof64(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
#endif
#ifdef __WEFT_FLOAT32X
__extension__ _Float32x wcstof32x(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
#endif
#ifdef __WEFT_FLOAT64X
__extension__ _Float64x wcstof64x(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
#endif
#ifdef __WEFT_FLOAT128
__extension__ _Float128 wcstof128(const wchar_t *__weft_restrict s, wchar_t **__weft_restrict end);
#endif
#ifdef _GNU_SOURCE
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
#ifdef __WEFT_FLOAT32
__extension__ _Float32 wcstof32_l(const wchar_t *__weft_restrict s,
				 wchar_t **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT64
__extension__ _Float64 wcstof64_l(const wchar_t *__weft_restrict s,
				 wchar_t **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT32X
__extension__ _Float32x wcstof32x_l(const wchar_t *__weft_restrict s,
				 wchar_t **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT64X
__extension__ _Float64x wcstof64x_l(const wchar_t *__weft_restrict s,
				 wchar_t **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT128
__extension__ _Float128 wcstof128_l(const wchar_t *__weft_restrict s,
				 wchar_t **__weft_restrict end, locale_t l);
#endif
#endif
#endif

struct tm;
size_t wcsftime(wchar_t *__weft_restrict s, size_t max, const wchar_t *__weft_restrict fmt,
		const struct tm *__weft_restrict tm);

#ifdef _XOPEN_SOURCE
wchar_t *wcswcs(const wchar_t *h, const wchar_t *n);
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);
#endif

__WEFT_END

#endif
