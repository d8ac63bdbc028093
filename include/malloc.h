/* Non-standard allocator interfaces (glibc's <malloc.h>, in part). */
#ifndef _MALLOC_H
#define _MALLOC_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);
void *memalign(size_t align, size_t size);
void *valloc(size_t size);
void *pvalloc(size_t size);
size_t malloc_usable_size(void *p);
int malloc_trim(size_t pad);

__WEFT_END

#endif
