/* The directory stream behind DIR. */
#ifndef _WEFT_DIRENT_IMPL_H
#define _WEFT_DIRENT_IMPL_H

#include <dirent.h>
#include "libc.h"

struct __dirstream {
	int fd;
	volatile int lock;  /* readdir_r, and any readdir that wants it */
	size_t pos;         /* next record in buf */
	size_t len;         /* bytes of records in buf */
	long tell;          /* d_off of the record returned last: telldir */
	/* Open streams, so that fork can take and reset their locks. */
	struct __dirstream *next, *prev;
	/* getdents64 records; 8-byte aligned like the kernel writes them. */
	_Alignas(8) char buf[4096 - 48];
};

/* Allocates a stream for an open directory descriptor (malloc). */
hidden DIR *__dir_new(int fd);
/* The list of open streams (__dir_list.c); closedir unlinks. */
hidden void __dir_link(DIR *d);
hidden void __dir_unlink(DIR *d);
/* scandir and scandirat once the directory is open (fd >= 0) or failed
   to open (fd a negated errno). */
hidden int __scandir_fd(long fd, struct dirent ***namelist,
			int (*filter)(const struct dirent *),
			int (*compar)(const struct dirent **, const struct dirent **));

#endif
