#include <errno.h>
#include <malloc.h>
#include <stdio.h>

/* glibc's XML outline, from mallinfo2's walk: one heap (all of weft's
   regions), no size bins (weft's classes are not glibc's), free medium
   chunks as the "rest", large blocks as "mmap".  options must be 0. */
int malloc_info(int options, FILE *f)
{
	struct mallinfo2 mi;
	int i, r = 0;

	if (options) {
		errno = EINVAL;
		return -1;
	}
	mi = mallinfo2();
	r |= fprintf(f, "<malloc version=\"1\">\n<heap nr=\"0\">\n<sizes>\n"
		     "</sizes>\n") < 0;
	/* The heap's totals, then the whole's with the mappings. */
	for (i = 0; i < 2; i++) {
		r |= fprintf(f, "<total type=\"fast\" count=\"0\" size=\"0\"/>\n"
			     "<total type=\"rest\" count=\"%zu\" size=\"%zu\"/>\n",
			     mi.ordblks, mi.fordblks) < 0;
		if (i)
			r |= fprintf(f, "<total type=\"mmap\" count=\"%zu\" size=\"%zu\"/>\n",
				     mi.hblks, mi.hblkhd) < 0;
		r |= fprintf(f, "<system type=\"current\" size=\"%zu\"/>\n"
			     "<system type=\"max\" size=\"%zu\"/>\n"
			     "<aspace type=\"total\" size=\"%zu\"/>\n"
			     "<aspace type=\"mprotect\" size=\"%zu\"/>\n%s",
			     mi.arena, mi.arena, mi.arena, mi.arena,
			     i ? "</malloc>\n" : "</heap>\n") < 0;
	}
	return r ? -1 : 0;
}
