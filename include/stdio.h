#ifndef _STDIO_H
#define _STDIO_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_stdio_va_list
#define __WEFT_WANT_FILE
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

typedef struct { long long __pos; } fpos_t;
#ifdef _LARGEFILE64_SOURCE
typedef fpos_t fpos64_t;
#endif

#define BUFSIZ 8192
#define EOF (-1)
#define FOPEN_MAX 1000
#define FILENAME_MAX 4096
#define L_tmpnam 20
#define TMP_MAX 238328
#define L_ctermid 20
#define P_tmpdir "/tmp"

#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
/* lseek to the next data or hole at or after an offset (POSIX 2024,
   Linux 3.1; glibc shows them with _GNU_SOURCE) */
#if defined(_GNU_SOURCE) || (defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 202405L)
#ifndef SEEK_DATA
#define SEEK_DATA 3
#define SEEK_HOLE 4
#endif
#endif

__WEFT_BEGIN

extern FILE *const stdin;
extern FILE *const stdout;
extern FILE *const stderr;
#define stdin  (stdin)
#define stdout (stdout)
#define stderr (stderr)

FILE *fopen(const char *__weft_restrict path, const char *__weft_restrict mode);
FILE *freopen(const char *__weft_restrict path, const char *__weft_restrict mode,
	      FILE *__weft_restrict f);
int fclose(FILE *f);
int fflush(FILE *f);
int setvbuf(FILE *__weft_restrict f, char *__weft_restrict buf, int mode, size_t size);
void setbuf(FILE *__weft_restrict f, char *__weft_restrict buf);

size_t fread(void *__weft_restrict p, size_t size, size_t n, FILE *__weft_restrict f);
size_t fwrite(const void *__weft_restrict p, size_t size, size_t n, FILE *__weft_restrict f);
int fgetc(FILE *f);
int getc(FILE *f);
int getchar(void);
int ungetc(int c, FILE *f);
char *fgets(char *__weft_restrict s, int n, FILE *__weft_restrict f);
/* gets left C11: declared, as by glibc, only for C before C11 without
   _GNU_SOURCE, or C++ up to C++11. */
#if (!defined(_GNU_SOURCE) && !defined(_ISOC11_SOURCE) && !defined(_ISOC2X_SOURCE) && \
     (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L)) || \
    (defined(__cplusplus) && __cplusplus <= 201103L)
char *gets(char *s) __attribute__((__deprecated__));
#endif
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int putchar(int c);
int fputs(const char *__weft_restrict s, FILE *__weft_restrict f);
int puts(const char *s);

int fseek(FILE *f, long off, int whence);
long ftell(FILE *f);
void rewind(FILE *f);
int fgetpos(FILE *__weft_restrict f, fpos_t *__weft_restrict pos);
int fsetpos(FILE *f, const fpos_t *pos);
int feof(FILE *f);
int ferror(FILE *f);
void clearerr(FILE *f);
void perror(const char *s);
int remove(const char *path);
int rename(const char *from, const char *to);
#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
int renameat(int fromfd, const char *from, int tofd, const char *to);
#endif
#ifdef _GNU_SOURCE
#define RENAME_NOREPLACE (1 << 0)
#define RENAME_EXCHANGE  (1 << 1)
#define RENAME_WHITEOUT  (1 << 2)
int renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned flags);
int fcloseall(void);
#endif
FILE *tmpfile(void);
char *tmpnam(char *s);
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
char *tempnam(const char *dir, const char *pfx);
#endif
#ifdef _GNU_SOURCE
#define L_cuserid 9
char *cuserid(char *s);
#endif
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
char *tmpnam_r(char *s);
#endif

int printf(const char *__weft_restrict fmt, ...);
int fprintf(FILE *__weft_restrict f, const char *__weft_restrict fmt, ...);
int sprintf(char *__weft_restrict s, const char *__weft_restrict fmt, ...);
int snprintf(char *__weft_restrict s, size_t n, const char *__weft_restrict fmt, ...);
int vprintf(const char *__weft_restrict fmt, __gnuc_va_list ap);
int vfprintf(FILE *__weft_restrict f, const char *__weft_restrict fmt, __gnuc_va_list ap);
int vsprintf(char *__weft_restrict s, const char *__weft_restrict fmt, __gnuc_va_list ap);
int vsnprintf(char *__weft_restrict s, size_t n, const char *__weft_restrict fmt, __gnuc_va_list ap);

int scanf(const char *__weft_restrict fmt, ...);
int fscanf(FILE *__weft_restrict f, const char *__weft_restrict fmt, ...);
int sscanf(const char *__weft_restrict s, const char *__weft_restrict fmt, ...);
int vscanf(const char *__weft_restrict fmt, __gnuc_va_list ap);
int vfscanf(FILE *__weft_restrict f, const char *__weft_restrict fmt, __gnuc_va_list ap);
int vsscanf(const char *__weft_restrict s, const char *__weft_restrict fmt, __gnuc_va_list ap);

#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
FILE *fdopen(int fd, const char *mode);
int fileno(FILE *f);
int fseeko(FILE *f, off_t off, int whence);
off_t ftello(FILE *f);
ssize_t getline(char **__weft_restrict line, size_t *__weft_restrict n, FILE *__weft_restrict f);
ssize_t getdelim(char **__weft_restrict line, size_t *__weft_restrict n, int delim,
		 FILE *__weft_restrict f);
int dprintf(int fd, const char *__weft_restrict fmt, ...);
int vdprintf(int fd, const char *__weft_restrict fmt, __gnuc_va_list ap);
FILE *fmemopen(void *__weft_restrict buf, size_t size, const char *__weft_restrict mode);
FILE *open_memstream(char **bufp, size_t *sizep);
FILE *popen(const char *command, const char *mode);
int pclose(FILE *f);
char *ctermid(char *s);

void flockfile(FILE *f);
int ftrylockfile(FILE *f);
void funlockfile(FILE *f);
int getc_unlocked(FILE *f);
int getchar_unlocked(void);
int putc_unlocked(int c, FILE *f);
int putchar_unlocked(int c);
#endif

#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int getw(FILE *f);
int putw(int w, FILE *f);
void setlinebuf(FILE *f);
void setbuffer(FILE *f, char *buf, size_t size);
int fgetc_unlocked(FILE *f);
int fputc_unlocked(int c, FILE *f);
int fflush_unlocked(FILE *f);
size_t fread_unlocked(void *__weft_restrict p, size_t size, size_t n, FILE *__weft_restrict f);
size_t fwrite_unlocked(const void *__weft_restrict p, size_t size, size_t n, FILE *__weft_restrict f);
void clearerr_unlocked(FILE *f);
int feof_unlocked(FILE *f);
int ferror_unlocked(FILE *f);
int fileno_unlocked(FILE *f);
#endif

#ifdef _GNU_SOURCE
/* fopencookie: a stream over caller functions (the seek function moves to
   *off from whence, stores the new offset there and returns 0, or -1). */
typedef ssize_t cookie_read_function_t(void *cookie, char *buf, size_t n);
typedef ssize_t cookie_write_function_t(void *cookie, const char *buf, size_t n);
typedef int cookie_seek_function_t(void *cookie, off64_t *off, int whence);
typedef int cookie_close_function_t(void *cookie);
typedef struct {
	cookie_read_function_t *read;
	cookie_write_function_t *write;
	cookie_seek_function_t *seek;
	cookie_close_function_t *close;
} cookie_io_functions_t;
FILE *fopencookie(void *__weft_restrict cookie, const char *__weft_restrict mode,
		  cookie_io_functions_t io);
int asprintf(char **__weft_restrict out, const char *__weft_restrict fmt, ...);
int vasprintf(char **__weft_restrict out, const char *__weft_restrict fmt, __gnuc_va_list ap);
char *fgets_unlocked(char *__weft_restrict s, int n, FILE *__weft_restrict f);
int fputs_unlocked(const char *__weft_restrict s, FILE *__weft_restrict f);
/* Formatted text added to an obstack's growing object (<obstack.h>). */
struct obstack;
int obstack_printf(struct obstack *__weft_restrict ob, const char *__weft_restrict fmt, ...);
int obstack_vprintf(struct obstack *__weft_restrict ob, const char *__weft_restrict fmt,
		    __gnuc_va_list ap);
#endif

#ifdef _LARGEFILE64_SOURCE
FILE *fopen64(const char *__weft_restrict path, const char *__weft_restrict mode);
FILE *freopen64(const char *__weft_restrict path, const char *__weft_restrict mode,
		FILE *__weft_restrict f);
FILE *tmpfile64(void);
int fseeko64(FILE *f, off64_t off, int whence);
off64_t ftello64(FILE *f);
int fgetpos64(FILE *__weft_restrict f, fpos64_t *__weft_restrict pos);
int fsetpos64(FILE *f, const fpos64_t *pos);
#endif
__WEFT_END

#endif
