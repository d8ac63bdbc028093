/* Walking file hierarchies one entry at a time (4.4BSD fts, as in
   glibc): fts_open, fts_read, fts_children, fts_set, fts_close. */
#ifndef _FTS_H
#define _FTS_H

#include <features.h>
#include <sys/types.h>

struct stat;

/* fts_open's options */
#define FTS_COMFOLLOW 0x0001  /* follow symbolic links named as roots */
#define FTS_LOGICAL   0x0002  /* follow every symbolic link */
#define FTS_NOCHDIR   0x0004  /* never change directory (weft never does) */
#define FTS_NOSTAT    0x0008  /* children need not be stat'ed (FTS_NSOK) */
#define FTS_PHYSICAL  0x0010  /* do not follow symbolic links */
#define FTS_SEEDOT    0x0020  /* return "." and ".." (as FTS_DOT) */
#define FTS_XDEV      0x0040  /* do not descend into other file systems */
#define FTS_WHITEOUT  0x0080  /* accepted, no effect on Linux */
#define FTS_OPTIONMASK 0x00ff
#define FTS_NAMEONLY  0x0100  /* fts_children: names only */
#define FTS_STOP      0x0200  /* private */

/* fts_level of the roots, and of their (hidden) parent */
#define FTS_ROOTPARENTLEVEL (-1)
#define FTS_ROOTLEVEL       0

/* fts_info */
#define FTS_D       1   /* a directory, before its contents */
#define FTS_DC      2   /* a directory that is one of its own ancestors */
#define FTS_DEFAULT 3   /* none of the other types */
#define FTS_DNR     4   /* a directory that cannot be read */
#define FTS_DOT     5   /* "." or ".." (with FTS_SEEDOT) */
#define FTS_DP      6   /* a directory, after its contents */
#define FTS_ERR     7   /* an error; fts_errno says which */
#define FTS_F       8   /* a regular file */
#define FTS_INIT    9   /* private */
#define FTS_NS      10  /* stat failed; fts_errno says why */
#define FTS_NSOK    11  /* not stat'ed (FTS_NOSTAT) */
#define FTS_SL      12  /* a symbolic link */
#define FTS_SLNONE  13  /* a symbolic link to nothing */
#define FTS_W       14  /* a whiteout (never on Linux) */

/* fts_flags */
#define FTS_DONTCHDIR 0x01
#define FTS_SYMFOLLOW 0x02

/* fts_set's instructions */
#define FTS_AGAIN   1  /* return this entry again */
#define FTS_FOLLOW  2  /* follow this symbolic link */
#define FTS_NOINSTR 3
#define FTS_SKIP    4  /* do not descend into this directory */

typedef struct _ftsent {
	struct _ftsent *fts_cycle;    /* FTS_DC: the ancestor it repeats */
	struct _ftsent *fts_parent;   /* the directory holding it */
	struct _ftsent *fts_link;     /* next sibling (fts_children's list) */
	long fts_number;              /* for the application */
	void *fts_pointer;            /* for the application */
	char *fts_accpath;            /* a path to reach it from the cwd */
	char *fts_path;               /* its path from the root */
	char *fts_name;               /* its file name */
	int fts_errno;                /* FTS_DNR, FTS_ERR, FTS_NS: the error */
	unsigned short fts_pathlen;   /* strlen(fts_path) */
	unsigned short fts_namelen;   /* strlen(fts_name) */
	ino_t fts_ino;
	dev_t fts_dev;
	nlink_t fts_nlink;
	short fts_level;              /* depth: roots are 0 */
	unsigned short fts_info;      /* FTS_D, FTS_F, ... */
	unsigned short fts_flags;
	unsigned short fts_instr;     /* what fts_set asked */
	struct stat *fts_statp;       /* its stat(2) (or lstat) data */
	struct _ftsent *__fts_kids;   /* private: its children being walked */
} FTSENT;

typedef struct __fts FTS;

__WEFT_BEGIN
FTS *fts_open(char *const *paths, int options,
	      int (*compar)(const FTSENT **, const FTSENT **));
FTSENT *fts_read(FTS *fts);
FTSENT *fts_children(FTS *fts, int options);
int fts_set(FTS *fts, FTSENT *ent, int instr);
int fts_close(FTS *fts);
#ifdef _LARGEFILE64_SOURCE
/* The walk already uses 64-bit offsets and inode numbers. */
typedef FTS FTS64;
typedef FTSENT FTSENT64;
FTS64 *fts64_open(char *const *paths, int options,
		  int (*compar)(const FTSENT64 **, const FTSENT64 **));
FTSENT64 *fts64_read(FTS64 *fts);
FTSENT64 *fts64_children(FTS64 *fts, int options);
int fts64_set(FTS64 *fts, FTSENT64 *ent, int instr);
int fts64_close(FTS64 *fts);
#endif
__WEFT_END

#endif
