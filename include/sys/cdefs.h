/* The declaration helpers BSD and glibc programs take from <sys/cdefs.h>:
   C++ linkage brackets, K&R prototype wrappers, token pasting and the
   common attributes, each expanding to nothing where the compiler lacks
   it. */
#ifndef _SYS_CDEFS_H
#define _SYS_CDEFS_H

#include <features.h>

#ifdef __cplusplus
# define __BEGIN_DECLS extern "C" {
# define __END_DECLS }
#else
# define __BEGIN_DECLS
# define __END_DECLS
#endif

/* glibc marks its declarations with these; weft has no use for them */
#if defined(__cplusplus) && __cplusplus >= 201103L
# define __THROW noexcept(true)
#elif defined(__cplusplus)
# define __THROW throw()
#else
# define __THROW
#endif
#define __THROWNL __THROW
#define __NTH(fct) fct __THROW
#define __NTHNL(fct) fct __THROW
#define __LEAF
#define __LEAF_ATTR

#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x, y) x ## y
#define __STRING(x) #x
#define __ptr_t void *

#if defined(__GNUC__) && defined(__GNUC_MINOR__)
# define __GNUC_PREREQ(maj, min) \
	((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#else
# define __GNUC_PREREQ(maj, min) 0
#endif
#if defined(__clang_major__) && defined(__clang_minor__)
# define __glibc_clang_prereq(maj, min) \
	((__clang_major__ << 16) + __clang_minor__ >= ((maj) << 16) + (min))
#else
# define __glibc_clang_prereq(maj, min) 0
#endif
#ifdef __has_attribute
# define __glibc_has_attribute(attr) __has_attribute(attr)
#else
# define __glibc_has_attribute(attr) 0
#endif
#ifdef __has_builtin
# define __glibc_has_builtin(name) __has_builtin(name)
#else
# define __glibc_has_builtin(name) 0
#endif

#ifdef __GNUC__
# define __attribute_malloc__ __attribute__((__malloc__))
# define __attribute_pure__ __attribute__((__pure__))
# define __attribute_const__ __attribute__((__const__))
# define __attribute_used__ __attribute__((__used__))
# define __attribute_noinline__ __attribute__((__noinline__))
# define __attribute_deprecated__ __attribute__((__deprecated__))
# define __attribute_deprecated_msg__(msg) __attribute__((__deprecated__(msg)))
# define __attribute_format_arg__(x) __attribute__((__format_arg__(x)))
# define __attribute_format_strfmon__(a, b) \
	__attribute__((__format__(__strfmon__, a, b)))
# define __attribute_warn_unused_result__ \
	__attribute__((__warn_unused_result__))
# define __nonnull(params) __attribute__((__nonnull__ params))
# define __returns_nonnull __attribute__((__returns_nonnull__))
# define __always_inline __inline __attribute__((__always_inline__))
# define __attribute_artificial__ __attribute__((__artificial__))
# define __glibc_unlikely(cond) __builtin_expect((cond), 0)
# define __glibc_likely(cond) __builtin_expect((cond), 1)
#else
# define __attribute__(x)
# define __attribute_malloc__
# define __attribute_pure__
# define __attribute_const__
# define __attribute_used__
# define __attribute_noinline__
# define __attribute_deprecated__
# define __attribute_deprecated_msg__(msg)
# define __attribute_format_arg__(x)
# define __attribute_format_strfmon__(a, b)
# define __attribute_warn_unused_result__
# define __nonnull(params)
# define __returns_nonnull
# define __always_inline __inline
# define __attribute_artificial__
# define __glibc_unlikely(cond) (cond)
# define __glibc_likely(cond) (cond)
#endif
#define __wur __attribute_warn_unused_result__
#define __extern_inline extern __inline __attribute__((__gnu_inline__))
#define __extern_always_inline \
	extern __always_inline __attribute__((__gnu_inline__))

/* a trailing array of unknown size */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
# define __flexarr []
#else
# define __flexarr [0]
#endif
#define __restrict_arr __weft_restrict

#endif
