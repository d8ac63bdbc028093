#include <malloc.h>

/* mallinfo2's totals in ints, cut to their low bits beyond 2 GiB as
   glibc's are: what mallinfo2 exists for. */
struct mallinfo mallinfo(void)
{
	struct mallinfo2 m = mallinfo2();

	return (struct mallinfo){
		.arena = (int)m.arena, .ordblks = (int)m.ordblks, .smblks = (int)m.smblks,
		.hblks = (int)m.hblks, .hblkhd = (int)m.hblkhd, .usmblks = (int)m.usmblks,
		.fsmblks = (int)m.fsmblks, .uordblks = (int)m.uordblks,
		.fordblks = (int)m.fordblks, .keepcost = (int)m.keepcost,
	};
}
