/* Reading /etc/passwd and /etc/group: one line at a time with read(2)
   into a fixed buffer, fields split in place, results copied into the
   caller's (or a static) buffer. */
#ifndef _WEFT_PASSWD_IMPL_H
#define _WEFT_PASSWD_IMPL_H

#include <grp.h>
#include <gshadow.h>
#include <pwd.h>
#include <shadow.h>
#include <stdio.h>
#include "libc.h"

/* Longest line considered; longer ones are skipped whole. */
#define __LINE_BUF 8192

struct __lines {
	int fd;          /* -1 when closed */
	int skipping;    /* inside an overlong line */
	size_t pos, len;
	char buf[__LINE_BUF];
};

/* Opens path (close-on-exec); returns 0 or an error number. */
hidden int __lines_open(struct __lines *r, const char *path);
hidden void __lines_close(struct __lines *r);
/* The next line without its newline, NUL-terminated in place; null at the
   end of the file or on a read error (then *err is set). */
hidden char *__lines_next(struct __lines *r, int *err);

/* Parses a passwd line in place; 0 when it is well formed. */
hidden int __pw_parse(char *line, char *field[7], uid_t *uid, gid_t *gid);
/* Copies parsed fields into pw and buf; 0 or ERANGE. */
hidden int __pw_fill(char *const field[7], uid_t uid, gid_t gid,
		     struct passwd *pw, char *buf, size_t size);
/* Looks up name (or uid when name is null) in /etc/passwd: an error number,
   0 with *res null when there is no such entry. */
hidden int __pw_search(const char *name, uid_t uid, struct passwd *pw,
		       char *buf, size_t size, struct passwd **res);

/* Where getpwnam, getpwuid and getpwent return their result. */
extern hidden struct passwd __pw_static;
extern hidden char __pw_static_buf[__LINE_BUF];
/* getpwent's open /etc/passwd (fd -1: not open yet or ended). */
extern hidden struct __lines __pwent_file;

/* The same for /etc/group: name:password:gid:member,member,... */
hidden int __gr_parse(char *line, char *field[4], gid_t *gid);
hidden int __gr_fill(char *const field[4], gid_t gid, struct group *gr,
		     char *buf, size_t size);
hidden int __gr_search(const char *name, gid_t gid, struct group *gr,
		       char *buf, size_t size, struct group **res);

extern hidden struct group __gr_static;
/* Room for any line that fits __LINE_BUF: its strings plus one pointer
   per member (at most one per two bytes) and the null one. */
#define __GR_STATIC_SIZE (__LINE_BUF + (__LINE_BUF / 2 + 2) * sizeof(char *))
extern hidden char __gr_static_buf[__GR_STATIC_SIZE];
extern hidden struct __lines __grent_file;

/* Splits s at each ':' into at most n fields; returns how many there were. */
hidden int __split_fields(char *s, char **field, int n);
/* A decimal id of at most 32 bits; 0 on success. */
hidden int __parse_id(const char *s, unsigned *id);

/* Puts back the line of n bytes __lines_next last returned (its fields
   maybe split at the colons), so that the next call returns it again: a
   getXXent_r that found the buffer too small. */
hidden void __lines_unread(struct __lines *r, char *line, size_t n);
/* The next line of f without its newline, read into line (__LINE_BUF
   bytes); overlong lines are skipped whole.  Null at the end of the
   stream, or on a read error (*err set). */
hidden char *__fline(FILE *f, char *line, int *err);

/* /etc/shadow: name:password then seven numbers, an empty one -1. */
hidden int __sp_parse(char *line, char *field[2], long num[7]);
hidden int __sp_fill(char *const field[2], const long num[7],
		     struct spwd *sp, char *buf, size_t size);
extern hidden struct spwd __sp_static;
extern hidden char __sp_static_buf[__LINE_BUF];
extern hidden struct __lines __spent_file;
/* /etc/gshadow: name:password:admin,...:member,...  The fill copies the
   fields (which may lie anywhere in buf, after where they go) and builds
   both lists in buf. */
hidden int __sg_parse(char *line, char *field[4]);
hidden int __sg_fill(char *const field[4], struct sgrp *sg, char *buf, size_t size);
/* Room for any line that fits __LINE_BUF, as for /etc/group. */
#define __SG_STATIC_SIZE (__LINE_BUF + (__LINE_BUF / 2 + 4) * sizeof(char *))
extern hidden struct sgrp __sg_static;
extern hidden char __sg_static_buf[__SG_STATIC_SIZE];
extern hidden struct __lines __sgent_file;
/* lckpwdf's lock: the open lock file, -1 when not held. */
#define __PWD_LOCK_FILE "/etc/.pwd.lock"
extern hidden int __pwd_lock_fd;

#endif
