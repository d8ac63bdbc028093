#ifndef _STDLIB_H
#define _STDLIB_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_wchar_t
#include <bits/typedefs.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1

__WEFT_BEGIN

__weft_noreturn void exit(int status);
__weft_noreturn void _Exit(int status);
__weft_noreturn void abort(void);
int atexit(void (*fn)(void));
char *getenv(const char *name);

__WEFT_END

#endif
