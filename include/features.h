/* Feature-test macros: with none defined, the POSIX 2008 + XSI + common
   BSD/GNU names are visible, as with glibc. */
#ifndef _FEATURES_H
#define _FEATURES_H

#ifdef _GNU_SOURCE
# undef  _DEFAULT_SOURCE
# define _DEFAULT_SOURCE 1
# undef  _XOPEN_SOURCE
# define _XOPEN_SOURCE 700
# undef  _POSIX_C_SOURCE
# define _POSIX_C_SOURCE 200809L
# undef  _LARGEFILE64_SOURCE
# define _LARGEFILE64_SOURCE 1
#endif

#if !defined(_POSIX_SOURCE) && !defined(_POSIX_C_SOURCE) && \
    !defined(_XOPEN_SOURCE) && !defined(_BSD_SOURCE) && \
    !defined(__STRICT_ANSI__) && !defined(_DEFAULT_SOURCE)
# define _DEFAULT_SOURCE 1
#endif
#ifdef _BSD_SOURCE
# undef  _DEFAULT_SOURCE
# define _DEFAULT_SOURCE 1
#endif

#ifdef _DEFAULT_SOURCE
# ifndef _XOPEN_SOURCE
#  define _XOPEN_SOURCE 700
# endif
#endif
#if defined(_XOPEN_SOURCE) && !defined(_POSIX_C_SOURCE)
# if _XOPEN_SOURCE + 0 >= 700
#  define _POSIX_C_SOURCE 200809L
# elif _XOPEN_SOURCE + 0 >= 600
#  define _POSIX_C_SOURCE 200112L
# else
#  define _POSIX_C_SOURCE 199506L
# endif
#endif
#if defined(_POSIX_SOURCE) && !defined(_POSIX_C_SOURCE)
# define _POSIX_C_SOURCE 1
#endif

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
# define __weft_noreturn _Noreturn
#else
# define __weft_noreturn __attribute__((__noreturn__))
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
# define __weft_restrict restrict
#else
# define __weft_restrict __restrict
#endif

#ifdef __cplusplus
# define __WEFT_BEGIN extern "C" {
# define __WEFT_END }
#else
# define __WEFT_BEGIN
# define __WEFT_END
#endif

#endif
