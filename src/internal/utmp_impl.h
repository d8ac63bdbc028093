/* The utmp/utmpx functions: one open database file, read and written a
   whole record at a time with pread/pwrite at an offset kept here, under
   fcntl record locks on the whole file (utmp(5)). */
#ifndef _WEFT_UTMP_IMPL_H
#define _WEFT_UTMP_IMPL_H

#include <sys/types.h>
#include <utmp.h>
#include <utmpx.h>
#include "libc.h"

#define __UT_SIZE sizeof(struct utmpx)
_Static_assert(sizeof(struct utmp) == sizeof(struct utmpx), "one record layout");

struct __utmp_db {
	int fd;         /* -1: not open */
	int rw;         /* fd open for writing */
	int have;       /* rec is the record that ends at off */
	off_t off;      /* where the next read starts */
	char *name;     /* set by utmpname; null: _PATH_UTMPX */
	/* The getut* result.  One object under both names: utmp and utmpx
	   have one layout, and the union makes reading it as either legal. */
	union {
		struct utmpx x;
		struct utmp u;
	} rec;
};

/* Not thread-safe, as POSIX allows for these functions. */
extern hidden struct __utmp_db __utmp;

/* Opens the database if it is not open (read-write, else read-only);
   0 or -1 with errno. */
hidden int __ut_open(void);
hidden void __ut_close(void);
/* Locks (F_RDLCK, F_WRLCK) or unlocks (F_UNLCK) the whole file; 0 or
   -1 with errno.  Waits for another process's lock. */
hidden int __ut_lock(int fd, int type);
/* Reads the record at __utmp.off into __utmp.rec and moves past it:
   1, 0 at the end (a partial record at the end is not one), -1 errno. */
hidden int __ut_next(void);
/* Whether rec is what getutxid(key) looks for; key's type must be one
   getutxid accepts. */
hidden int __ut_id_match(const struct utmpx *key, const struct utmpx *rec);
/* getutxid (line 0) or getutxline (line 1) on key (a struct utmpx or
   struct utmp): from the current offset on; the record in __utmp.rec, or null with errno (ESRCH: none,
   EINVAL: a key type getutxid cannot search for). */
hidden struct utmpx *__ut_search(const void *key, int line);

#endif
