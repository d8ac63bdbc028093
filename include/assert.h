/* No include guard for assert itself: C requires that each inclusion
   redefine assert according to the NDEBUG in effect at that point. */
#include <features.h>

#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#ifdef __cplusplus
#define assert(expr) (static_cast<bool>(expr) ? (void)0 : \
	__assert_fail(#expr, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#else
#define assert(expr) ((expr) ? (void)0 : \
	__assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif
#endif

#ifndef _ASSERT_H
#define _ASSERT_H

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && \
    __STDC_VERSION__ < 202311L && !defined(__cplusplus)
#undef static_assert
#define static_assert _Static_assert
#endif

__WEFT_BEGIN
/* Prints "prog: file:line: func: Assertion `expr' failed." to stderr, as
   glibc does, then aborts. */
__weft_noreturn void __assert_fail(const char *expr, const char *file,
				   unsigned line, const char *func);
__WEFT_END

#endif
