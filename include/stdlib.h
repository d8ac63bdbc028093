#ifndef _STDLIB_H
#define _STDLIB_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_wchar_t
#ifdef _DEFAULT_SOURCE
# define __WEFT_WANT_intN_t  /* as glibc's, through its <sys/types.h> */
#endif
#include <bits/typedefs.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 0x7fffffff
/* 1 in the C locale, 4 in C.UTF-8: the calling thread's LC_CTYPE. */
#define MB_CUR_MAX (__ctype_get_mb_cur_max())

__WEFT_BEGIN

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

/* Process exit */
__weft_noreturn void exit(int status);
__weft_noreturn void _Exit(int status);
__weft_noreturn void abort(void);
__weft_noreturn void quick_exit(int status);
int atexit(void (*fn)(void));
int at_quick_exit(void (*fn)(void));

/* Memory */
void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);
void *aligned_alloc(size_t align, size_t size);
int posix_memalign(void **out, size_t align, size_t size);
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
void *reallocarray(void *p, size_t n, size_t size);
void *valloc(size_t size);
#endif

/* Numbers */
int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
double atof(const char *s);
long strtol(const char *__weft_restrict s, char **__weft_restrict end, int base);
long long strtoll(const char *__weft_restrict s, char **__weft_restrict end, int base);
unsigned long strtoul(const char *__weft_restrict s, char **__weft_restrict end, int base);
unsigned long long strtoull(const char *__weft_restrict s, char **__weft_restrict end, int base);
double strtod(const char *__weft_restrict s, char **__weft_restrict end);
float strtof(const char *__weft_restrict s, char **__weft_restrict end);
long double strtold(const char *__weft_restrict s, char **__weft_restrict end);
int abs(int x);
long labs(long x);
long long llabs(long long x);
div_t div(int num, int den);
ldiv_t ldiv(long num, long den);
lldiv_t lldiv(long long num, long long den);

/* Sorting and searching */
void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t n, size_t size,
	      int (*cmp)(const void *, const void *));
#ifdef _GNU_SOURCE
void qsort_r(void *base, size_t n, size_t size,
	     int (*cmp)(const void *, const void *, void *), void *arg);
#endif

/* system()'s status, read with the <sys/wait.h> macros (POSIX) */
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
#include <bits/waitstatus.h>
#endif

/* Pseudo-random numbers */
int rand(void);
void srand(unsigned seed);
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
int rand_r(unsigned *seed);
long random(void);
void srandom(unsigned seed);
char *initstate(unsigned seed, char *state, size_t size);
char *setstate(char *state);
#endif
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
double drand48(void);
double erand48(unsigned short xsubi[3]);
long lrand48(void);
long nrand48(unsigned short xsubi[3]);
long mrand48(void);
long jrand48(unsigned short xsubi[3]);
void srand48(long seed);
unsigned short *seed48(unsigned short seed16v[3]);
void lcong48(unsigned short param[7]);
long a64l(const char *s);
char *l64a(long value);
#endif

/* Environment */
char *getenv(const char *name);
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
int setenv(const char *name, const char *value, int overwrite);
int unsetenv(const char *name);
int putenv(char *string);
#endif
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int clearenv(void);
char *secure_getenv(const char *name);
#endif

/* System information (BSD) */
#ifdef _DEFAULT_SOURCE
int getloadavg(double loadavg[], int nelem);
int rpmatch(const char *response);
/* BSD's quad_t names for strtoll and strtoull */
long long strtoq(const char *__weft_restrict s, char **__weft_restrict end, int base);
unsigned long long strtouq(const char *__weft_restrict s, char **__weft_restrict end, int base);
#endif
/* Legacy float conversions (removed from POSIX in 2008; glibc keeps them). */
#if defined(_DEFAULT_SOURCE) || defined(_XOPEN_SOURCE)
char *ecvt(double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign);
char *fcvt(double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign);
char *gcvt(double x, int ndigits, char *buf);
#endif
#ifdef _DEFAULT_SOURCE
int ecvt_r(double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign,
	   char *__weft_restrict buf, size_t len);
int fcvt_r(double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign,
	   char *__weft_restrict buf, size_t len);
char *qecvt(long double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign);
char *qfcvt(long double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign);
char *qgcvt(long double x, int ndigits, char *buf);
int qecvt_r(long double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign,
	    char *__weft_restrict buf, size_t len);
int qfcvt_r(long double x, int ndigits, int *__weft_restrict decpt, int *__weft_restrict sign,
	    char *__weft_restrict buf, size_t len);
#endif

/* Files and commands */
int system(const char *command);
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
int mkstemp(char *template);
char *mkdtemp(char *template);
char *mktemp(char *template);
char *realpath(const char *__weft_restrict path, char *__weft_restrict resolved);
#endif
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L || defined(_XOPEN_SOURCE)
int getsubopt(char **__weft_restrict optp, char *const *__weft_restrict tokens,
	      char **__weft_restrict valuep);
#endif
#ifdef _DEFAULT_SOURCE
int mkstemps(char *template, int suffixlen);
#endif
#ifdef _GNU_SOURCE
int mkostemp(char *template, int flags);
int mkostemps(char *template, int suffixlen, int flags);
char *canonicalize_file_name(const char *path);
#endif

/* Multibyte characters (ASCII in the C locale, UTF-8 in C.UTF-8) */
size_t __ctype_get_mb_cur_max(void);
int mblen(const char *s, size_t n);
int mbtowc(wchar_t *__weft_restrict wc, const char *__weft_restrict s, size_t n);
int wctomb(char *s, wchar_t wc);
size_t mbstowcs(wchar_t *__weft_restrict dst, const char *__weft_restrict src, size_t n);
size_t wcstombs(char *__weft_restrict dst, const wchar_t *__weft_restrict src, size_t n);

/* Pseudo-terminals (issue 4: net). */
#ifdef _XOPEN_SOURCE
int posix_openpt(int flags);
#ifdef _GNU_SOURCE
/* posix_openpt(O_RDWR | O_NOCTTY). */
int getpt(void);
#endif
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);
#endif
#ifdef _GNU_SOURCE
int ptsname_r(int fd, char *buf, size_t len);
#endif

#ifdef _GNU_SOURCE
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
double strtod_l(const char *__weft_restrict s, char **__weft_restrict end, locale_t l);
float strtof_l(const char *__weft_restrict s, char **__weft_restrict end, locale_t l);
long double strtold_l(const char *__weft_restrict s, char **__weft_restrict end, locale_t l);
long strtol_l(const char *__weft_restrict s, char **__weft_restrict end, int base,
	     locale_t l);
unsigned long strtoul_l(const char *__weft_restrict s, char **__weft_restrict end, int base,
	              locale_t l);
long long strtoll_l(const char *__weft_restrict s, char **__weft_restrict end, int base,
	          locale_t l);
unsigned long long strtoull_l(const char *__weft_restrict s, char **__weft_restrict end, int base,
	                   locale_t l);
#endif

#ifdef _LARGEFILE64_SOURCE
int mkstemp64(char *template);
#ifdef _DEFAULT_SOURCE
int mkstemps64(char *template, int suffixlen);
#endif
#ifdef _GNU_SOURCE
int mkostemp64(char *template, int flags);
int mkostemps64(char *template, int suffixlen, int flags);
#endif
#endif
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
int strfromd(char *__weft_restrict s, size_t n, const char *__weft_restrict format, double v);
int strfromf(char *__weft_restrict s, size_t n, const char *__weft_restrict format, float v);
int strfroml(char *__weft_restrict s, size_t n, const char *__weft_restrict format,
	     long double v);
#endif
#include <bits/floatn.h>
#if defined(__WEFT_FLOAT32) || defined(__WEFT_FLOAT64) || defined(__WEFT_FLOAT32X) || \
    defined(__WEFT_FLOAT64X) || defined(__WEFT_FLOAT128)
/* The _FloatN forms of strtod, strfromd and (GNU) strtod_l (bits/floatn.h). */
#ifdef __WEFT_FLOAT32
__extension__ _Float32 strtof32(const char *__weft_restrict s, char **__weft_restrict end);
__extension__ int strfromf32(char *__weft_restrict s, size_t n,
			      const char *__weft_restrict format, _Float32 v);
#endif
#ifdef __WEFT_FLOAT64
__extension__ _Float64 strtof64(const char *__weft_restrict s, char **__weft_restrict end);
__extension__ int strfromf64(char *__weft_restrict s, size_t n,
			      const char *__weft_restrict format, _Float64 v);
#endif
#ifdef __WEFT_FLOAT32X
__extension__ _Float32x strtof32x(const char *__weft_restrict s, char **__weft_restrict end);
__extension__ int strfromf32x(char *__weft_restrict s, size_t n,
			      const char *__weft_restrict format, _Float32x v);
#endif
#ifdef __WEFT_FLOAT64X
__extension__ _Float64x strtof64x(const char *__weft_restrict s, char **__weft_restrict end);
__extension__ int strfromf64x(char *__weft_restrict s, size_t n,
			      const char *__weft_restrict format, _Float64x v);
#endif
#ifdef __WEFT_FLOAT128
__extension__ _Float128 strtof128(const char *__weft_restrict s, char **__weft_restrict end);
__extension__ int strfromf128(char *__weft_restrict s, size_t n,
			      const char *__weft_restrict format, _Float128 v);
#endif
#ifdef _GNU_SOURCE
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
#ifdef __WEFT_FLOAT32
__extension__ _Float32 strtof32_l(const char *__weft_restrict s,
				 char **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT64
__extension__ _Float64 strtof64_l(const char *__weft_restrict s,
				 char **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT32X
__extension__ _Float32x strtof32x_l(const char *__weft_restrict s,
				 char **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT64X
__extension__ _Float64x strtof64x_l(const char *__weft_restrict s,
				 char **__weft_restrict end, locale_t l);
#endif
#ifdef __WEFT_FLOAT128
__extension__ _Float128 strtof128_l(const char *__weft_restrict s,
				 char **__weft_restrict end, locale_t l);
#endif
#endif
#endif
#ifdef _DEFAULT_SOURCE
/* Reentrant random: the caller keeps the generator's state.  Zero a
   random_data before its first initstate_r (that call saves the position
   of the state it had into it).  The field names are glibc's. */
struct random_data {
	__INT32_TYPE__ *fptr;     /* the word replaced next */
	__INT32_TYPE__ *rptr;     /* the word added to it */
	__INT32_TYPE__ *state;    /* the lagged words (after the header) */
	int rand_type;
	int rand_deg;
	int rand_sep;
	__INT32_TYPE__ *end_ptr;  /* just after the last word */
};
int random_r(struct random_data *__weft_restrict buf, __INT32_TYPE__ *__weft_restrict result);
int srandom_r(unsigned seed, struct random_data *buf);
int initstate_r(unsigned seed, char *__weft_restrict state, size_t size,
		struct random_data *__weft_restrict buf);
int setstate_r(char *__weft_restrict state, struct random_data *__weft_restrict buf);

/* Reentrant drand48: a zeroed drand48_data takes POSIX's multiplier and
   addend on first use. */
struct drand48_data {
	unsigned short __x[3];
	unsigned short __old_x[3];
	unsigned short __c;
	unsigned short __init;
	unsigned long long __a;
};
int drand48_r(struct drand48_data *__weft_restrict buf, double *__weft_restrict result);
int erand48_r(unsigned short xsubi[3], struct drand48_data *__weft_restrict buf,
	      double *__weft_restrict result);
int lrand48_r(struct drand48_data *__weft_restrict buf, long *__weft_restrict result);
int nrand48_r(unsigned short xsubi[3], struct drand48_data *__weft_restrict buf,
	      long *__weft_restrict result);
int mrand48_r(struct drand48_data *__weft_restrict buf, long *__weft_restrict result);
int jrand48_r(unsigned short xsubi[3], struct drand48_data *__weft_restrict buf,
	      long *__weft_restrict result);
int srand48_r(long seed, struct drand48_data *buf);
int seed48_r(unsigned short seed16v[3], struct drand48_data *buf);
int lcong48_r(unsigned short param[7], struct drand48_data *buf);

/* __UINT32_TYPE__ is uint32_t's type, without all of <stdint.h>. */
__UINT32_TYPE__ arc4random(void);
void arc4random_buf(void *buf, size_t n);
__UINT32_TYPE__ arc4random_uniform(__UINT32_TYPE__ bound);
int on_exit(void (*fn)(int status, void *arg), void *arg);
#endif
__WEFT_END

/* glibc declares alloca here for programs that do not include <alloca.h> */
#ifdef _DEFAULT_SOURCE
#include <alloca.h>
#endif

#endif
