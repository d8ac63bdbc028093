#ifndef _LIMITS_H
#define _LIMITS_H

#include <features.h>

#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN 0
#define CHAR_MAX 255
#else
#define CHAR_MIN (-128)
#define CHAR_MAX 127
#endif
#define MB_LEN_MAX 4
#define SHRT_MIN  (-1-0x7fff)
#define SHRT_MAX  0x7fff
#define USHRT_MAX 0xffff
#define INT_MIN   (-1-0x7fffffff)
#define INT_MAX   0x7fffffff
#define UINT_MAX  0xffffffffU
#define LONG_MIN  (-LONG_MAX-1)
#define LONG_MAX  0x7fffffffffffffffL
#define ULONG_MAX 0xffffffffffffffffUL
#define LLONG_MIN  (-LLONG_MAX-1)
#define LLONG_MAX  0x7fffffffffffffffLL
#define ULLONG_MAX 0xffffffffffffffffULL

#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
#define SSIZE_MAX LONG_MAX
#define LONG_BIT 64
#define WORD_BIT 32
#define PATH_MAX 4096
#define NAME_MAX 255
#define PIPE_BUF 4096
/* A terminal's line: the same for every file (pathconf says 255 too),
   so POSIX lets them be constants here. */
#define MAX_CANON 255
#define MAX_INPUT 255
#define ARG_MAX 131072
#define NGROUPS_MAX 65536
#define LINE_MAX 2048
#define IOV_MAX 1024
#define HOST_NAME_MAX 64
#define LOGIN_NAME_MAX 256
#define TTY_NAME_MAX 32
#define SYMLOOP_MAX 40
/* aio_reqprio's range (as glibc's); AIO_LISTIO_MAX and AIO_MAX are
   left out: weft sets no limit but memory. */
#define AIO_PRIO_DELTA_MAX 20
#define PAGESIZE 4096
#define PAGE_SIZE PAGESIZE
#define NZERO 20
#define NL_ARGMAX 9
#define NL_LANGMAX 32
#define NL_MSGMAX 32767
#define NL_SETMAX 255
#define NL_TEXTMAX 2048
#define NL_NMAX 16
#define CHARCLASS_NAME_MAX 14
#define RE_DUP_MAX 255
#define BC_BASE_MAX 99
#define BC_DIM_MAX 2048
#define BC_SCALE_MAX 99
#define BC_STRING_MAX 1000
#define COLL_WEIGHTS_MAX 2
#define EXPR_NEST_MAX 32
#define DELAYTIMER_MAX 0x7fffffff
#define MQ_PRIO_MAX 32768
#define RTSIG_MAX 32
#define SEM_VALUE_MAX 0x7fffffff
#define SEM_NSEMS_MAX 256
#define TZNAME_MAX 6

#define PTHREAD_KEYS_MAX 1024
#define PTHREAD_DESTRUCTOR_ITERATIONS 4
#define PTHREAD_STACK_MIN 16384

#define _POSIX_AIO_LISTIO_MAX 2
#define _POSIX_AIO_MAX 1
#define _POSIX_ARG_MAX 4096
#define _POSIX_CHILD_MAX 25
#define _POSIX_CLOCKRES_MIN 20000000
#define _POSIX_DELAYTIMER_MAX 32
#define _POSIX_HOST_NAME_MAX 255
#define _POSIX_LINK_MAX 8
#define _POSIX_LOGIN_NAME_MAX 9
#define _POSIX_MAX_CANON 255
#define _POSIX_MAX_INPUT 255
#define _POSIX_MQ_OPEN_MAX 8
#define _POSIX_MQ_PRIO_MAX 32
#define _POSIX_NAME_MAX 14
#define _POSIX_NGROUPS_MAX 8
#define _POSIX_OPEN_MAX 20
#define _POSIX_PATH_MAX 256
#define _POSIX_PIPE_BUF 512
#define _POSIX_RE_DUP_MAX 255
#define _POSIX_RTSIG_MAX 8
#define _POSIX_SEM_NSEMS_MAX 256
#define _POSIX_SEM_VALUE_MAX 32767
#define _POSIX_SIGQUEUE_MAX 32
#define _POSIX_SSIZE_MAX 32767
#define _POSIX_SS_REPL_MAX 4
#define _POSIX_STREAM_MAX 8
#define _POSIX_SYMLINK_MAX 255
#define _POSIX_SYMLOOP_MAX 8
#define _POSIX_THREAD_DESTRUCTOR_ITERATIONS 4
#define _POSIX_THREAD_KEYS_MAX 128
#define _POSIX_THREAD_THREADS_MAX 64
#define _POSIX_TIMER_MAX 32
#define _POSIX_TTY_NAME_MAX 9
#define _POSIX_TZNAME_MAX 6
#define _POSIX2_BC_BASE_MAX 99
#define _POSIX2_BC_DIM_MAX 2048
#define _POSIX2_BC_SCALE_MAX 99
#define _POSIX2_BC_STRING_MAX 1000
#define _POSIX2_CHARCLASS_NAME_MAX 14
#define _POSIX2_COLL_WEIGHTS_MAX 2
#define _POSIX2_EXPR_NEST_MAX 32
#define _POSIX2_LINE_MAX 2048
#define _POSIX2_RE_DUP_MAX 255
#define _XOPEN_IOV_MAX 16
#define _XOPEN_NAME_MAX 255
#define _XOPEN_PATH_MAX 1024
#endif

/* Widths in bits (C23; earlier with _GNU_SOURCE or TS 18661-1, as glibc). */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || defined(__STDC_WANT_IEC_60559_BFP_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
#define CHAR_WIDTH   8
#define SCHAR_WIDTH  8
#define UCHAR_WIDTH  8
#define SHRT_WIDTH   16
#define USHRT_WIDTH  16
#define INT_WIDTH    32
#define UINT_WIDTH   32
#define LONG_WIDTH   64
#define ULONG_WIDTH  64
#define LLONG_WIDTH  64
#define ULLONG_WIDTH 64
#endif

/* _Bool's (C23). */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
#define BOOL_MAX   1
#define BOOL_WIDTH 1
#endif

#endif
