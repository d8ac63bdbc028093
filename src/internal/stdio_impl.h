/*
 * The FILE object and the helpers shared by the stdio functions (never
 * installed).  See docs/stdio.md for the buffering and locking rules.
 */
#ifndef _WEFT_STDIO_IMPL_H
#define _WEFT_STDIO_IMPL_H

#include <stdio.h>
#include <sys/types.h>
#include <wchar.h>
#include "libc.h"
#include "lock.h"
#include "pthread_impl.h"

/* Bytes of pushback room that always precede buf. */
#define STDIO_UNGET 8

/* flags */
#define F_NORD   0x01   /* not open for reading */
#define F_NOWR   0x02   /* not open for writing */
#define F_EOF    0x04   /* end-of-file indicator */
#define F_ERR    0x08   /* error indicator */
#define F_APPEND 0x10   /* every write goes to the end */
#define F_TTY    0x20   /* decide line buffering on the first write (isatty) */
#define F_STATIC 0x40   /* stdin/stdout/stderr: never freed */
#define F_BYCALLER 0x80 /* __fsetlocking: the caller does the locking */
#define F_WRAW   0x100  /* wide output goes out as wchar_t values, not
			   converted (open_wmemstream) */

/* The lock word is the lock core's (lock.h); owner is the holder's tid
   (0 when free), written and cleared by the holder, so a thread finds its
   own tid there exactly while it holds the lock. */

struct __weft_FILE {
	/* Reading: [rcur, rlim) are buffered bytes not yet consumed; both
	   are null when the stream is not in read mode. */
	unsigned char *rcur, *rlim;
	/* Writing: [wbase, wcur) is pending output, [wcur, wlim) free room;
	   wbase is null when the stream is not in write mode. */
	unsigned char *wbase, *wcur, *wlim;
	unsigned char *buf;     /* STDIO_UNGET bytes of room precede it */
	size_t bufcap;          /* at least 1 */
	int lbf;                /* '\n' when line buffered, else EOF */
	int bufmode;            /* _IOFBF, _IOLBF or _IONBF */
	unsigned flags;
	int fd;
	/* Device operations: read up to n bytes into p (sets F_EOF/F_ERR);
	   write the pending [wbase, wcur) then n bytes of p, returning how
	   many of p's bytes went out (sets F_ERR) and emptying the buffer;
	   seek like lseek; close. */
	size_t (*read)(FILE *f, unsigned char *p, size_t n);
	size_t (*write)(FILE *f, const unsigned char *p, size_t n);
	off_t (*seek)(FILE *f, off_t off, int whence);
	int (*close)(FILE *f);
	void *cookie;
	volatile int lock;      /* lock core word */
	int owner;              /* tid of the holder, 0 when free */
	int lockcount;          /* flockfile depth of the owner */
	FILE *prev, *next;      /* open-file list (fopen'ed streams) */
	pid_t pipe_pid;         /* popen: the child pclose waits for, else 0 */
	/* Orientation (fwide): 0 none yet, < 0 byte, > 0 wide.  Byte I/O
	   fixes it in __toread/__towrite (their slow path), wide I/O before
	   it touches the buffer. */
	signed char orient;
	mbstate_t mbs;          /* fgetwc: a multibyte character in progress */
};

/* The standard streams; weak references let code test whether the
   program links them. */
extern hidden FILE __stdin_FILE, __stdout_FILE, __stderr_FILE;

/* Open-file list of streams made by fopen/fdopen/fmemopen/... */
extern hidden FILE *__stdio_head;
extern hidden volatile int __stdio_list_lock;
hidden void __stdio_link(FILE *f);
hidden void __stdio_unlink(FILE *f);
hidden void __stdio_flush_all(void);
hidden void __stdio_atfork(int phase);

/* fd device operations */
hidden size_t __stdio_read(FILE *f, unsigned char *p, size_t n);
hidden size_t __stdio_write(FILE *f, const unsigned char *p, size_t n);
hidden off_t __stdio_seek(FILE *f, off_t off, int whence);
hidden int __stdio_close(FILE *f);

/* Mode switching and the slow paths of the character functions. */
hidden int __toread(FILE *f);
hidden int __towrite(FILE *f);
hidden int __uflow(FILE *f);
hidden int __overflow(FILE *f, int c);
hidden size_t __freadx(unsigned char *p, size_t n, FILE *f);
hidden char *__fgetsx(char *restrict s, int n, FILE *restrict f);
hidden size_t __fwritex(const unsigned char *p, size_t n, FILE *f);
hidden int __fflush_one(FILE *f);
hidden off_t __ftello_unlocked(FILE *f);
hidden int __fseeko_unlocked(FILE *f, off_t off, int whence);

/* Mode strings and stream creation. */
hidden int __fmodeflags(const char *mode);
hidden FILE *__fdopen_flags(int fd, int oflags);
hidden void __stdio_init(FILE *f, int fd, int oflags, unsigned char *buf, size_t cap);

/* open_memstream's and open_wmemstream's stream (__memstream.c), for
   elements of esize bytes (a power of two), with a buffer of bufsize bytes; EINVAL for a
   null bufp or sizep.  The caller finishes it (mode, orientation), then
   links it. */
hidden FILE *__memstream_open(void *bufp, size_t *sizep, size_t esize, size_t bufsize);

/* 6 random name characters for temporary files. */
hidden void __tmpname(char *p);

/* Per-FILE lock.  __lockfile returns 1 when it took the lock (0 when the
   caller already owns it through flockfile).  __lockfile_wait and
   __unlockfile_wake are the contended halves of the inline fast paths
   below. */
hidden int __lockfile(FILE *f);
hidden void __unlockfile(FILE *f);
hidden void __lockfile_acquire(FILE *f);
hidden void __lockfile_wait(FILE *f);
hidden void __unlockfile_wake(FILE *f);

/* Normal functions lock; when the process has one thread nobody else can
   touch the stream, so they take no atomic at all; nor when the caller
   took the locking over (__fsetlocking BYCALLER).  FLOCK calls out of
   line.  FLOCK_FAST is one compare-and-swap each way, inline, for the
   per-character functions: a buffered putc or getc is a few nanoseconds,
   and two calls would be a good part of them (elsewhere the inline code
   would only make programs bigger). */
static inline int __flock(FILE *f)
{
	int self;

	if (!__libc.threaded || (f->flags & F_BYCALLER))
		return 0;
	self = __self_tid();
	if (f->owner == self)
		return 0;
	if (a_cas(&f->lock, 0, LK_LOCKED))
		__lockfile_wait(f);
	f->owner = self;
	return 1;
}

static inline void __funlock(FILE *f)
{
	f->owner = 0;
	if (a_cas(&f->lock, LK_LOCKED, 0) != LK_LOCKED)
		__unlockfile_wake(f);
}

#define FLOCK_FAST(f) int __need_unlock = __flock(f)
#define FUNLOCK_FAST(f) do { if (__need_unlock) __funlock(f); } while (0)
#define FLOCK(f) int __need_unlock = \
	__libc.threaded && !((f)->flags & F_BYCALLER) ? __lockfile(f) : 0
#define FUNLOCK(f) do { if (__need_unlock) __unlockfile(f); } while (0)

/* Wide I/O: makes f wide-oriented, or returns -1 when it is byte-oriented
   (wide functions then fail, as in glibc). */
static inline int __orient_wide(FILE *f)
{
	if (f->orient > 0)
		return 0;
	if (f->orient < 0)
		return -1;
	f->orient = 1;
	return 0;
}

/* The cores of fgetwc/fputwc, for callers that hold the lock and have
   oriented the stream. */
hidden wint_t __fgetwc_unlocked(FILE *f);
hidden wint_t __fputwc_unlocked(wchar_t wc, FILE *f);

/* Fast paths of getc/putc. */
static inline int __getc_unlocked(FILE *f)
{
	if (f->rcur < f->rlim)
		return *f->rcur++;
	return __uflow(f);
}

static inline int __putc_unlocked(int c, FILE *f)
{
	if (f->wcur < f->wlim && (unsigned char)c != f->lbf)
		return *f->wcur++ = (unsigned char)c;
	return __overflow(f, c);
}

#endif
