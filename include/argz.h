/* GNU argz vectors: strings laid end to end in one buffer, each ended by
   a null byte, described by the buffer and its total length.  The
   functions that change a vector realloc its buffer (which must come
   from malloc) and return 0 or ENOMEM. */
#ifndef _ARGZ_H
#define _ARGZ_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

#ifndef __error_t_defined
#define __error_t_defined 1
typedef int error_t;
#endif

__WEFT_BEGIN
error_t argz_create(char *const __argv[], char **__argz, size_t *__len);
error_t argz_create_sep(const char *__s, int __sep, char **__argz, size_t *__len);
size_t argz_count(const char *__argz, size_t __len);
void argz_extract(const char *__argz, size_t __len, char **__argv);
void argz_stringify(char *__argz, size_t __len, int __sep);
error_t argz_append(char **__argz, size_t *__len, const char *__buf, size_t __buf_len);
error_t argz_add(char **__argz, size_t *__len, const char *__s);
error_t argz_add_sep(char **__argz, size_t *__len, const char *__s, int __sep);
void argz_delete(char **__argz, size_t *__len, char *__entry);
error_t argz_insert(char **__argz, size_t *__len, char *__before, const char *__entry);
error_t argz_replace(char **__argz, size_t *__len, const char *__str,
		     const char *__with, unsigned int *__count);
char *argz_next(const char *__argz, size_t __len, const char *__entry);
__WEFT_END

#endif
