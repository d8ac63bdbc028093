/* Inspecting and controlling a stream's buffer and locking (Solaris and
   glibc <stdio_ext.h>; used by gnulib). */
#ifndef _STDIO_EXT_H
#define _STDIO_EXT_H

#include <features.h>
#include <stdio.h>

/* __fsetlocking types */
#define FSETLOCKING_QUERY    0
#define FSETLOCKING_INTERNAL 1
#define FSETLOCKING_BYCALLER 2

__WEFT_BEGIN
size_t __fbufsize(FILE *f);
int __freading(FILE *f);
int __fwriting(FILE *f);
int __freadable(FILE *f);
int __fwritable(FILE *f);
int __flbf(FILE *f);
void __fpurge(FILE *f);
size_t __fpending(FILE *f);
void _flushlbf(void);
int __fsetlocking(FILE *f, int type);
/* musl's reading helpers and error setter, which gnulib uses where a
   libc has them */
size_t __freadahead(FILE *f);
const char *__freadptr(FILE *f, size_t *size);
void __freadptrinc(FILE *f, size_t n);
void __fseterr(FILE *f);
__WEFT_END

#endif
