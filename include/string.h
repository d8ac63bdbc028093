#ifndef _STRING_H
#define _STRING_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

/* ISO C */
void *memcpy(void *__weft_restrict dst, const void *__weft_restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
char *strcpy(char *__weft_restrict dst, const char *__weft_restrict src);
char *strncpy(char *__weft_restrict dst, const char *__weft_restrict src, size_t n);
char *strcat(char *__weft_restrict dst, const char *__weft_restrict src);
char *strncat(char *__weft_restrict dst, const char *__weft_restrict src, size_t n);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
int strcoll(const char *a, const char *b);
size_t strxfrm(char *__weft_restrict dst, const char *__weft_restrict src, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strpbrk(const char *s, const char *accept);
char *strtok(char *__weft_restrict s, const char *__weft_restrict sep);
char *strerror(int errnum);

/* POSIX */
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 199506L
char *strtok_r(char *__weft_restrict s, const char *__weft_restrict sep,
	       char **__weft_restrict save);
#endif
#if defined(_XOPEN_SOURCE) || (defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
void *memccpy(void *__weft_restrict dst, const void *__weft_restrict src, int c, size_t n);
char *strdup(const char *s);
#endif
#if (defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
char *strndup(const char *s, size_t n);
#endif
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
size_t strnlen(const char *s, size_t maxlen);
char *stpcpy(char *__weft_restrict dst, const char *__weft_restrict src);
char *stpncpy(char *__weft_restrict dst, const char *__weft_restrict src, size_t n);
char *strsignal(int sig);
#endif

/* strerror_r: the POSIX form returns an error number; with _GNU_SOURCE the
   GNU form returns the message (possibly not in buf).  The library exports
   both, the POSIX one as __xpg_strerror_r, as glibc does. */
int __xpg_strerror_r(int errnum, char *buf, size_t len);
#ifdef _GNU_SOURCE
char *strerror_r(int errnum, char *buf, size_t len);
#elif defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200112L
int strerror_r(int errnum, char *buf, size_t len) __asm__("__xpg_strerror_r");
#endif

/* BSD */
#ifdef _DEFAULT_SOURCE
char *strsep(char **__weft_restrict sp, const char *__weft_restrict sep);
size_t strlcpy(char *__weft_restrict dst, const char *__weft_restrict src, size_t size);
size_t strlcat(char *__weft_restrict dst, const char *__weft_restrict src, size_t size);
void explicit_bzero(void *s, size_t n);
#endif

/* GNU */
#ifdef _GNU_SOURCE
const char *strerrorname_np(int errnum);
const char *strerrordesc_np(int errnum);
const char *sigabbrev_np(int sig);
const char *sigdescr_np(int sig);
void *memrchr(const void *s, int c, size_t n);
void *memmem(const void *haystack, size_t hlen, const void *needle, size_t nlen);
void *mempcpy(void *__weft_restrict dst, const void *__weft_restrict src, size_t n);
void *rawmemchr(const void *s, int c);
char *strchrnul(const char *s, int c);
char *strcasestr(const char *haystack, const char *needle);
int strverscmp(const char *s1, const char *s2);
void *memfrob(void *s, size_t n);
char *strfry(char *s);
#endif

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
int strcoll_l(const char *a, const char *b, locale_t l);
size_t strxfrm_l(char *__weft_restrict dst, const char *__weft_restrict src, size_t n,
		 locale_t l);
char *strerror_l(int errnum, locale_t l);
#endif

__WEFT_END

/* As with glibc, the BSD names of <strings.h> come with <string.h>. */
#ifdef _DEFAULT_SOURCE
#include <strings.h>
#endif

#endif
