/* Non-standard allocator interfaces (glibc's <malloc.h>, in part). */
#ifndef _MALLOC_H
#define _MALLOC_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_FILE
#include <bits/typedefs.h>

/* mallopt's parameters, with glibc's numbers (docs/porting.md: weft's
   allocator has no such knobs; mallopt checks and accepts them). */
#define M_MXFAST          1
#define M_NLBLKS          2
#define M_GRAIN           3
#define M_KEEP            4
#define M_TRIM_THRESHOLD  (-1)
#define M_TOP_PAD         (-2)
#define M_MMAP_THRESHOLD  (-3)
#define M_MMAP_MAX        (-4)
#define M_CHECK_ACTION    (-5)
#define M_PERTURB         (-6)
#define M_ARENA_TEST      (-7)
#define M_ARENA_MAX       (-8)

/* mallinfo's totals (glibc's fields; see docs/malloc.md for what each
   holds in weft) */
struct mallinfo {
	int arena;     /* bytes of the regions holding small and medium blocks */
	int ordblks;   /* free medium chunks */
	int smblks;    /* 0 */
	int hblks;     /* large blocks, each its own mapping */
	int hblkhd;    /* bytes of those mappings */
	int usmblks;   /* 0 */
	int fsmblks;   /* 0 */
	int uordblks;  /* bytes of small and medium blocks in use */
	int fordblks;  /* arena - uordblks */
	int keepcost;  /* 0 */
};

struct mallinfo2 {
	size_t arena;
	size_t ordblks;
	size_t smblks;
	size_t hblks;
	size_t hblkhd;
	size_t usmblks;
	size_t fsmblks;
	size_t uordblks;
	size_t fordblks;
	size_t keepcost;
};

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
struct mallinfo mallinfo(void);
struct mallinfo2 mallinfo2(void);
int mallopt(int param, int value);
void malloc_stats(void);
int malloc_info(int options, FILE *f);
/* The old SunOS name of free. */
void cfree(void *p);

__WEFT_END

#endif
