#ifndef _DIRENT_H
#define _DIRENT_H

#include <features.h>

#define __WEFT_WANT_ino_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_size_t
#ifdef _DEFAULT_SOURCE
#define __WEFT_WANT_ssize_t
#endif
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

typedef struct __dirstream DIR;

/* The kernel's linux_dirent64 record, which is also glibc's layout. */
struct dirent {
	ino_t d_ino;
	off_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[256];
};

#define _DIRENT_HAVE_D_RECLEN
#define _DIRENT_HAVE_D_OFF
#define _DIRENT_HAVE_D_TYPE

#ifdef _LARGEFILE64_SOURCE
/* struct dirent already has 64-bit d_ino and d_off. */
#define dirent64 dirent
#endif

#ifdef _DEFAULT_SOURCE
#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12
#define DT_WHT 14
#define IFTODT(mode) (((mode) & 0170000) >> 12)
#define DTTOIF(type) ((type) << 12)
#endif

__WEFT_BEGIN
DIR *opendir(const char *path);
DIR *fdopendir(int fd);
struct dirent *readdir(DIR *d);
int readdir_r(DIR *__weft_restrict d, struct dirent *__weft_restrict entry,
	      struct dirent **__weft_restrict result);
void rewinddir(DIR *d);
int closedir(DIR *d);
long telldir(DIR *d);
void seekdir(DIR *d, long loc);
int dirfd(DIR *d);
int scandir(const char *path, struct dirent ***namelist,
	    int (*filter)(const struct dirent *),
	    int (*compar)(const struct dirent **, const struct dirent **));
int alphasort(const struct dirent **a, const struct dirent **b);
#ifdef _GNU_SOURCE
int versionsort(const struct dirent **a, const struct dirent **b);
int scandirat(int dirfd, const char *__weft_restrict path,
	      struct dirent ***__weft_restrict namelist,
	      int (*filter)(const struct dirent *),
	      int (*compar)(const struct dirent **, const struct dirent **));
/* The kernel's records, laid out as struct dirent64. */
ssize_t getdents64(int fd, void *buf, size_t size);
#endif
#ifdef _DEFAULT_SOURCE
/* getdents64 that also says where in the directory the read started. */
ssize_t getdirentries(int fd, char *__weft_restrict buf, size_t size,
		      off_t *__weft_restrict base);
#endif
#ifdef _LARGEFILE64_SOURCE
ssize_t getdirentries64(int fd, char *__weft_restrict buf, size_t size,
			off64_t *__weft_restrict base);
#endif
#ifdef _LARGEFILE64_SOURCE
struct dirent64 *readdir64(DIR *d);
int readdir64_r(DIR *__weft_restrict d, struct dirent64 *__weft_restrict entry,
		struct dirent64 **__weft_restrict result);
int scandir64(const char *path, struct dirent64 ***namelist,
	      int (*filter)(const struct dirent64 *),
	      int (*compar)(const struct dirent64 **, const struct dirent64 **));
int alphasort64(const struct dirent64 **a, const struct dirent64 **b);
#ifdef _GNU_SOURCE
int versionsort64(const struct dirent64 **a, const struct dirent64 **b);
int scandirat64(int dirfd, const char *__weft_restrict path,
		struct dirent64 ***__weft_restrict namelist,
		int (*filter)(const struct dirent64 *),
		int (*compar)(const struct dirent64 **, const struct dirent64 **));
#endif
#endif
__WEFT_END

#endif
