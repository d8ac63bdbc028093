/*
 * The POSIX.1-2008 options and option groups, as weft provides them.
 *
 * A value greater than zero says the option is always there and
 * sysconf() answers that same value; -1 says it is absent and sysconf()
 * answers -1.  No option is 0 ("ask sysconf at run time"): everything
 * below either is in the library or is not, whatever kernel runs it.
 * src/unistd/sysconf.c builds its answers from these macros, so the two
 * cannot drift apart; tests/posix_option_macros_match_sysconf.c checks it.
 *
 * An option is claimed only once its interfaces exist.  Two claims are made
 * ahead of a few missing functions because programs test them to decide
 * whether to use threads at all; each names the issue that completes it.
 */
#ifndef _BITS_POSIXOPT_H
#define _BITS_POSIXOPT_H

#define _POSIX_VERSION 200809L
#define _POSIX2_VERSION 200809L
#define _XOPEN_VERSION 700

/* Threads: all of POSIX threads, cancellation and signals to threads
   included. */
#define _POSIX_THREADS                     200809L
/* getlogin_r is still missing (issue 12); the other _r and *_unlocked
   functions are there. */
#define _POSIX_THREAD_SAFE_FUNCTIONS       200809L
#define _POSIX_THREAD_ATTR_STACKADDR       200809L
#define _POSIX_THREAD_ATTR_STACKSIZE       200809L
#define _POSIX_THREAD_PROCESS_SHARED       200809L
#define _POSIX_THREAD_PRIORITY_SCHEDULING  200809L
#define _POSIX_THREAD_PRIO_INHERIT         200809L
#define _POSIX_THREAD_PRIO_PROTECT         200809L
#define _POSIX_THREAD_ROBUST_PRIO_INHERIT  200809L
#define _POSIX_THREAD_ROBUST_PRIO_PROTECT  200809L
#define _POSIX_THREAD_CPUTIME              200809L
#define _POSIX_THREAD_SPORADIC_SERVER      (-1)
#define _POSIX_BARRIERS                    200809L
#define _POSIX_SPIN_LOCKS                  200809L
#define _POSIX_READER_WRITER_LOCKS         200809L
#define _POSIX_TIMEOUTS                    200809L

#define _POSIX_SEMAPHORES                  200809L

/* Clocks, timers, signals, scheduling. */
#define _POSIX_TIMERS                      200809L
#define _POSIX_MONOTONIC_CLOCK             200809L
#define _POSIX_CLOCK_SELECTION             200809L
#define _POSIX_CPUTIME                     200809L
#define _POSIX_REALTIME_SIGNALS            200809L
#define _POSIX_PRIORITY_SCHEDULING         200809L
#define _POSIX_SPORADIC_SERVER             (-1)

/* Memory, files and I/O.  Asynchronous I/O by helper threads
   (docs/aio.md); aio_reqprio is checked but does not order requests, so
   no prioritized I/O. */
#define _POSIX_MAPPED_FILES                200809L
#define _POSIX_MEMORY_PROTECTION           200809L
#define _POSIX_MEMLOCK                     200809L
#define _POSIX_MEMLOCK_RANGE               200809L
#define _POSIX_SHARED_MEMORY_OBJECTS       200809L
#define _POSIX_TYPED_MEMORY_OBJECTS        (-1)
#define _POSIX_MESSAGE_PASSING             200809L
#define _POSIX_ADVISORY_INFO               200809L
#define _POSIX_FSYNC                       200809L
#define _POSIX_SYNCHRONIZED_IO             200809L
#define _POSIX_ASYNCHRONOUS_IO             200809L
#define _POSIX_PRIORITIZED_IO              (-1)
#define _POSIX_SPAWN                       200809L
#define _POSIX_IPV6                        200809L
#define _POSIX_RAW_SOCKETS                 200809L
/* regcomp, regexec, regerror, regfree (src/regex). */
#define _POSIX_REGEXP                      1

/* Options whose value is only "present", not a version. */
#define _POSIX_JOB_CONTROL                 1
#define _POSIX_SAVED_IDS                   1
#define _POSIX_SHELL                       1

/* Linux applies these to every file, so pathconf() has nothing to add. */
#define _POSIX_CHOWN_RESTRICTED            1
#define _POSIX_NO_TRUNC                    1
#define _POSIX_VDISABLE                    '\0'

/* Tracing was never implemented on Linux (and POSIX.1-2024 dropped it). */
#define _POSIX_TRACE                       (-1)
#define _POSIX_TRACE_EVENT_FILTER          (-1)
#define _POSIX_TRACE_INHERIT               (-1)
#define _POSIX_TRACE_LOG                   (-1)

/* Programming environments: only LP64 with a 64-bit off_t. */
#define _POSIX_V7_ILP32_OFF32              (-1)
#define _POSIX_V7_ILP32_OFFBIG             (-1)
#define _POSIX_V7_LP64_OFF64               1
#define _POSIX_V7_LPBIG_OFFBIG             (-1)
#define _POSIX_V6_ILP32_OFF32              (-1)
#define _POSIX_V6_ILP32_OFFBIG             (-1)
#define _POSIX_V6_LP64_OFF64               1
#define _POSIX_V6_LPBIG_OFFBIG             (-1)

/* The C-language binding is this library; the utilities options describe
   the installed tools, which a C library cannot vouch for. */
#define _POSIX2_C_BIND                     200809L
#define _POSIX2_C_DEV                      (-1)
#define _POSIX2_CHAR_TERM                  (-1)
#define _POSIX2_FORT_DEV                   (-1)
#define _POSIX2_FORT_RUN                   (-1)
#define _POSIX2_LOCALEDEF                  (-1)
#define _POSIX2_SW_DEV                     (-1)
#define _POSIX2_UPE                        (-1)
#define _POSIX2_PBS                        (-1)
#define _POSIX2_PBS_ACCOUNTING             (-1)
#define _POSIX2_PBS_CHECKPOINT             (-1)
#define _POSIX2_PBS_LOCATE                 (-1)
#define _POSIX2_PBS_MESSAGE                (-1)
#define _POSIX2_PBS_TRACK                  (-1)

/* X/Open option groups.  XSI as a whole (_XOPEN_UNIX) still lacks <ndbm.h>
   (the dbm_* functions), and Encryption (_XOPEN_CRYPT) encrypt and setkey
   (crypt is there).  Enhanced Internationalization is complete: catopen,
   catgets, catclose, iconv, nl_langinfo, setlocale.  Realtime waits for
   Prioritized I/O.  Realtime Threads is complete: priority scheduling,
   PI and PP mutexes, robust ones too. */
#define _XOPEN_UNIX                        (-1)
#define _XOPEN_CRYPT                       (-1)
#define _XOPEN_ENH_I18N                    1
#define _XOPEN_LEGACY                      (-1)
#define _XOPEN_REALTIME                    (-1)
#define _XOPEN_REALTIME_THREADS            1
#define _XOPEN_SHM                         1
#define _XOPEN_STREAMS                     (-1)
#define _XOPEN_UUCP                        (-1)

#endif
