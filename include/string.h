#ifndef _STRING_H
#define _STRING_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

void *memcpy(void *__weft_restrict dst, const void *__weft_restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
char *strchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
char *strcpy(char *__weft_restrict dst, const char *__weft_restrict src);

__WEFT_END

#endif
