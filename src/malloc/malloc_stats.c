#include <malloc.h>
#include <stdio.h>

/* glibc's report on stderr, from mallinfo2's walk: weft has one "arena"
   (all its 4 MiB regions) and keeps no maximum, so the "max mmap" lines
   give the large blocks mapped now. */
void malloc_stats(void)
{
	struct mallinfo2 mi = mallinfo2();

	fprintf(stderr, "Arena 0:\n"
		"system bytes     = %10zu\n"
		"in use bytes     = %10zu\n"
		"Total (incl. mmap):\n"
		"system bytes     = %10zu\n"
		"in use bytes     = %10zu\n"
		"max mmap regions = %10zu\n"
		"max mmap bytes   = %10zu\n",
		mi.arena, mi.uordblks, mi.arena + mi.hblkhd,
		mi.uordblks + mi.hblkhd, mi.hblks, mi.hblkhd);
}
