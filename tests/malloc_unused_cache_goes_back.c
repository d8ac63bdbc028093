/* Freed medium and large blocks are kept for reuse only while the program
   reuses them: once thousands of later frees have not touched them, their
   memory goes back to the system even though the program never frees a
   burst large enough to exceed the cache's budget. */
// test: cflags -fno-builtin
// test: weft-only
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include "check.h"
#include "resident.h"

#define NB 80
#define BS (100 << 10)

static char *blk[NB];

int main(void)
{
	long page = (long)getauxval(AT_PAGESZ), before, during, after;
	char *big;

	before = resident_pages();
	/* 8 MB of medium blocks and a 3 MB large one, all touched. */
	for (int i = 0; i < NB; i++) {
		blk[i] = malloc(BS);
		CHECK(blk[i] != 0);
		memset(blk[i], 0x5a, BS);
	}
	big = malloc(3 << 20);
	CHECK(big != 0);
	memset(big, 0xa5, 3 << 20);
	during = resident_pages();
	CHECK((during - before) * page >= (10 << 20));
	for (int i = 0; i < NB; i++)
		free(blk[i]);
	free(big);
	/* The program goes on with a little medium-block traffic of its own. */
	for (int i = 0; i < 20000; i++) {
		char *p = malloc(40000);
		CHECK(p != 0);
		p[0] = p[39999] = (char)i;
		free(p);
	}
	after = resident_pages();
	/* What the traffic keeps using may stay: one arena at most. */
	CHECK((after - before) * page <= (5 << 20));
	return 0;
}
