/* <mcheck.h> links and answers as glibc 2.34+ does with no debugging
   library preloaded: mcheck and mcheck_pedantic say -1, mprobe says
   MCHECK_DISABLED, mcheck_check_all does nothing, and mtrace writes no
   trace even with MALLOC_TRACE set. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <mcheck.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(mcheck(0), -1);
	CHECK_EQ(mcheck_pedantic(0), -1);
	void *p = malloc(32);
	CHECK(p);
	CHECK_EQ(mprobe(p), MCHECK_DISABLED);
	mcheck_check_all();
	free(p);

	CHECK_EQ(setenv("MALLOC_TRACE", "trace.out", 1), 0);
	mtrace();
	p = malloc(10);
	free(p);
	muntrace();
	CHECK_ERR(access("trace.out", F_OK), ENOENT);
	return 0;
}
