#include <malloc.h>

/* weft's allocator has none of these knobs (docs/malloc.md: its sizes
   and thresholds are fixed, and it keeps no heap top to pad or trim), so
   a parameter is only checked against what glibc 2.36 would take: 1
   when accepted, 0 for a value out of glibc's range or a parameter weft
   does not know (glibc says 1 to those too). */
int mallopt(int param, int value)
{
	switch (param) {
	case M_MXFAST:
		/* glibc's fast bins reach 80 * sizeof(size_t) / 4 bytes. */
		return value >= 0 && (unsigned)value <= 80 * sizeof(size_t) / 4;
	case M_MMAP_THRESHOLD:
	case M_TRIM_THRESHOLD:
	case M_TOP_PAD:
	case M_MMAP_MAX:
	case M_CHECK_ACTION:
	case M_PERTURB:
	case M_ARENA_TEST:
	case M_ARENA_MAX:
		return 1;
	}
	return 0;
}
