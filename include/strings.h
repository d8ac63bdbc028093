#ifndef _STRINGS_H
#define _STRINGS_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

int ffs(int i);
int strcasecmp(const char *a, const char *b);
int strncasecmp(const char *a, const char *b, size_t n);

#if defined(_DEFAULT_SOURCE) || !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE < 200809L
/* Legacy interfaces, removed from POSIX 2008. */
int bcmp(const void *a, const void *b, size_t n);
void bcopy(const void *src, void *dst, size_t n);
void bzero(void *s, size_t n);
char *index(const char *s, int c);
char *rindex(const char *s, int c);
#endif

#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int ffsl(long i);
int ffsll(long long i);
#endif

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
int strcasecmp_l(const char *a, const char *b, locale_t l);
int strncasecmp_l(const char *a, const char *b, size_t n, locale_t l);
#endif

__WEFT_END

#endif
