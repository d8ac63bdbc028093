/* Under an RLIMIT_AS that leaves about 10 MiB of address space, small
   and medium allocations still succeed (weft's allocator reserves
   twice a 4 MiB region to align it; when that does not fit it maps one
   region at an aligned place), and a request beyond the limit fails
   with ENOMEM. */
// test: cflags -fno-builtin
// (clang 14 otherwise folds a malloc compared with null into success and
// keeps errno's old value across malloc)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "check.h"

/* VmSize from /proc/self/status, in bytes. */
static long vm_size(void)
{
	char buf[4096], *p;

	CHECK_GT(t_read_file("/proc/self/status", buf, sizeof buf), 0);
	p = strstr(buf, "VmSize:");
	CHECK(p != 0);
	return strtol(p + 7, 0, 10) * 1024;
}

int main(void)
{
	struct rlimit rl;
	char *small, *medium;

	if (access("/proc/self/status", R_OK))
		t_skip("no /proc/self/status");
	if (t_under_qemu())
		t_skip("qemu-user does not apply a guest's RLIMIT_AS");
	rl.rlim_cur = rl.rlim_max = vm_size() + (10L << 20);
	CHECK_EQ(setrlimit(RLIMIT_AS, &rl), 0);
	small = malloc(64);
	CHECK(small != 0);
	memset(small, 1, 64);
	medium = malloc(100000);
	CHECK(medium != 0);
	memset(medium, 2, 100000);
	errno = 0;
	CHECK(malloc(64L << 20) == 0);
	CHECK_EQ(errno, ENOMEM);
	CHECK_EQ(small[63], 1);
	CHECK_EQ(medium[99999], 2);
	free(medium);
	free(small);
	return 0;
}
