/*
 * Type definitions shared by the public headers.  Deliberately without an
 * include guard: a header asks for the types it needs by defining
 * __WEFT_WANT_<type> before including this file, and each type is defined at
 * most once per translation unit, so no header leaks names it does not own.
 */
#include <bits/archtypes.h>

/* size_t, ptrdiff_t, wchar_t and NULL come from the compiler's <stddef.h>, so
   that it and weft's headers never define them twice. */
#ifdef __WEFT_WANT_NULL
#define __need_NULL
#include <stddef.h>
#endif

#ifdef __WEFT_WANT_size_t
#define __need_size_t
#include <stddef.h>
#endif
#if defined(__WEFT_WANT_ssize_t) && !defined(__weft_have_ssize_t)
#define __weft_have_ssize_t
typedef long ssize_t;
#endif
#ifdef __WEFT_WANT_ptrdiff_t
#define __need_ptrdiff_t
#include <stddef.h>
#endif
#ifdef __WEFT_WANT_wchar_t
#define __need_wchar_t
#include <stddef.h>
#endif
/* the exact-width signed types, which glibc's <sys/types.h> (and so its
   <stdlib.h> under _DEFAULT_SOURCE) defines as well as <stdint.h> */
#if defined(__WEFT_WANT_intN_t) && !defined(__weft_have_intN_t)
#define __weft_have_intN_t
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
#endif
#if defined(__WEFT_WANT_intptr_t) && !defined(__weft_have_intptr_t)
#define __weft_have_intptr_t
typedef long intptr_t;
#endif
#if defined(__WEFT_WANT_uintptr_t) && !defined(__weft_have_uintptr_t)
#define __weft_have_uintptr_t
typedef unsigned long uintptr_t;
#endif
#if defined(__WEFT_WANT_off_t) && !defined(__weft_have_off_t)
#define __weft_have_off_t
typedef long off_t;
#endif
/* The LFS64 names: off_t and its kin are already 64 bits wide. */
#if defined(__WEFT_WANT_off64_t) && !defined(__weft_have_off64_t)
#define __weft_have_off64_t
typedef long off64_t;
#endif
#if defined(__WEFT_WANT_ino64_t) && !defined(__weft_have_ino64_t)
#define __weft_have_ino64_t
typedef unsigned long ino64_t;
#endif
#if defined(__WEFT_WANT_blkcnt64_t) && !defined(__weft_have_blkcnt64_t)
#define __weft_have_blkcnt64_t
typedef long blkcnt64_t;
#endif
#if defined(__WEFT_WANT_fsblkcnt64_t) && !defined(__weft_have_fsblkcnt64_t)
#define __weft_have_fsblkcnt64_t
typedef unsigned long fsblkcnt64_t;
#endif
#if defined(__WEFT_WANT_fsfilcnt64_t) && !defined(__weft_have_fsfilcnt64_t)
#define __weft_have_fsfilcnt64_t
typedef unsigned long fsfilcnt64_t;
#endif
#if defined(__WEFT_WANT_pid_t) && !defined(__weft_have_pid_t)
#define __weft_have_pid_t
typedef int pid_t;
#endif
#if defined(__WEFT_WANT_uid_t) && !defined(__weft_have_uid_t)
#define __weft_have_uid_t
typedef unsigned uid_t;
#endif
#if defined(__WEFT_WANT_gid_t) && !defined(__weft_have_gid_t)
#define __weft_have_gid_t
typedef unsigned gid_t;
#endif
#if defined(__WEFT_WANT_id_t) && !defined(__weft_have_id_t)
#define __weft_have_id_t
typedef unsigned id_t;
#endif
#if defined(__WEFT_WANT_key_t) && !defined(__weft_have_key_t)
#define __weft_have_key_t
typedef int key_t;
#endif
#if defined(__WEFT_WANT_mode_t) && !defined(__weft_have_mode_t)
#define __weft_have_mode_t
typedef unsigned mode_t;
#endif
#if defined(__WEFT_WANT_dev_t) && !defined(__weft_have_dev_t)
#define __weft_have_dev_t
typedef unsigned long dev_t;
#endif
#if defined(__WEFT_WANT_ino_t) && !defined(__weft_have_ino_t)
#define __weft_have_ino_t
typedef unsigned long ino_t;
#endif
#if defined(__WEFT_WANT_nlink_t) && !defined(__weft_have_nlink_t)
#define __weft_have_nlink_t
typedef __weft_nlink_t nlink_t;
#endif
#if defined(__WEFT_WANT_blksize_t) && !defined(__weft_have_blksize_t)
#define __weft_have_blksize_t
typedef __weft_blksize_t blksize_t;
#endif
#if defined(__WEFT_WANT_blkcnt_t) && !defined(__weft_have_blkcnt_t)
#define __weft_have_blkcnt_t
typedef long blkcnt_t;
#endif
/* unsigned long, as glibc has them on every 64-bit arch. */
#if defined(__WEFT_WANT_fsblkcnt_t) && !defined(__weft_have_fsblkcnt_t)
#define __weft_have_fsblkcnt_t
typedef unsigned long fsblkcnt_t;
#endif
#if defined(__WEFT_WANT_fsfilcnt_t) && !defined(__weft_have_fsfilcnt_t)
#define __weft_have_fsfilcnt_t
typedef unsigned long fsfilcnt_t;
#endif
#if defined(__WEFT_WANT_time_t) && !defined(__weft_have_time_t)
#define __weft_have_time_t
typedef long time_t;
#endif
#if defined(__WEFT_WANT_suseconds_t) && !defined(__weft_have_suseconds_t)
#define __weft_have_suseconds_t
typedef long suseconds_t;
#endif
#if defined(__WEFT_WANT_clockid_t) && !defined(__weft_have_clockid_t)
#define __weft_have_clockid_t
typedef int clockid_t;
#endif
#if defined(__WEFT_WANT_clock_t) && !defined(__weft_have_clock_t)
#define __weft_have_clock_t
typedef long clock_t;
#endif
#if defined(__WEFT_WANT_struct_timespec) && !defined(__weft_have_struct_timespec)
#define __weft_have_struct_timespec
struct timespec { long tv_sec; long tv_nsec; };
#endif
#if defined(__WEFT_WANT_struct_timeval) && !defined(__weft_have_struct_timeval)
#define __weft_have_struct_timeval
struct timeval { long tv_sec; long tv_usec; };
#endif
#if defined(__WEFT_WANT_timer_t) && !defined(__weft_have_timer_t)
#define __weft_have_timer_t
typedef void *timer_t;
#endif
#if defined(__WEFT_WANT_useconds_t) && !defined(__weft_have_useconds_t)
#define __weft_have_useconds_t
typedef unsigned useconds_t;
#endif
#if defined(__WEFT_WANT_sigset_t) && !defined(__weft_have_sigset_t)
#define __weft_have_sigset_t
/* Same size as glibc's: 1024 bits, of which the kernel uses the first 64. */
typedef struct { unsigned long __bits[16]; } sigset_t;
#endif
#if defined(__WEFT_WANT_locale_t) && !defined(__weft_have_locale_t)
#define __weft_have_locale_t
typedef struct __locale_struct *locale_t;
#endif
#ifdef __WEFT_WANT_wint_t
#define __need_wint_t
#include <stddef.h>
#endif
#if defined(__WEFT_WANT_mbstate_t) && !defined(__weft_have_mbstate_t)
#define __weft_have_mbstate_t
/* glibc's size (8 bytes): a count and up to four pending bytes or bits. */
typedef struct { int __count; union { unsigned __wch; char __wchb[4]; } __value; } mbstate_t;
#endif
/* FILE, opaque: its layout is private to the library (<stdio.h>,
   <wchar.h>). */
#if defined(__WEFT_WANT_FILE) && !defined(__weft_have_FILE)
#define __weft_have_FILE
typedef struct __weft_FILE FILE;
#endif
/* The va_list of <stdio.h> and <wchar.h>: their prototypes use
   __gnuc_va_list, and POSIX (not C) has them define va_list too. */
#ifdef __WEFT_WANT_stdio_va_list
#define __WEFT_WANT___gnuc_va_list
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
#define __WEFT_WANT_va_list
#endif
#endif
/* va_list shares the compiler <stdarg.h>'s guard macros (_VA_LIST for
   clang and gcc, _VA_LIST_ for gcc), so either header may come first. */
#if defined(__WEFT_WANT_va_list) && !defined(_VA_LIST)
#define _VA_LIST
#define _VA_LIST_
typedef __builtin_va_list va_list;
#endif
#ifdef __WEFT_WANT___gnuc_va_list
#define __need___va_list
#include <stdarg.h>
#endif
