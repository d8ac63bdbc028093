#ifndef _UCHAR_H
#define _UCHAR_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_mbstate_t
#include <bits/typedefs.h>

__WEFT_BEGIN

#if !defined(__cplusplus) || __cplusplus < 201103L
typedef __UINT_LEAST16_TYPE__ char16_t;
typedef __UINT_LEAST32_TYPE__ char32_t;
#endif

size_t mbrtoc16(char16_t *__weft_restrict pc, const char *__weft_restrict s, size_t n,
		mbstate_t *__weft_restrict ps);
size_t c16rtomb(char *__weft_restrict s, char16_t c, mbstate_t *__weft_restrict ps);
size_t mbrtoc32(char32_t *__weft_restrict pc, const char *__weft_restrict s, size_t n,
		mbstate_t *__weft_restrict ps);
size_t c32rtomb(char *__weft_restrict s, char32_t c, mbstate_t *__weft_restrict ps);

#if defined(_GNU_SOURCE) || (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
#if !defined(__cplusplus) || !defined(__cpp_char8_t)
typedef unsigned char char8_t;
#endif
size_t mbrtoc8(char8_t *__weft_restrict pc, const char *__weft_restrict s, size_t n,
	       mbstate_t *__weft_restrict ps);
size_t c8rtomb(char *__weft_restrict s, char8_t c, mbstate_t *__weft_restrict ps);
#endif

__WEFT_END

#endif
