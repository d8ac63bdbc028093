/* Memory protection keys: pkey_alloc rejects unknown flags and rights
   with EINVAL; pkey_mprotect with key -1 is mprotect; pkey_get and
   pkey_set reject keys outside 0-15 and rights above 3 with EINVAL
   before touching the CPU on x86_64 (elsewhere they are ENOSYS).  Where the kernel hands out keys, a key's
   rights round-trip through pkey_set/pkey_get, pages are tagged with it
   and the key is freed; elsewhere pkey_alloc fails (ENOSPC, EINVAL or
   ENOSYS) and that part is not run. */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(0, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(p != MAP_FAILED);

#ifdef __x86_64__
	CHECK_ERR(pkey_get(-1), EINVAL);
	CHECK_ERR(pkey_get(16), EINVAL);
	CHECK_ERR(pkey_set(-1, 0), EINVAL);
	CHECK_ERR(pkey_set(16, 0), EINVAL);
	CHECK_ERR(pkey_set(1, 4), EINVAL);
#else
	/* No user-visible key register on this arch (as glibc 2.36). */
	CHECK_ERR(pkey_get(0), ENOSYS);
	CHECK_ERR(pkey_set(0, 0), ENOSYS);
#endif
	errno = 0;
	if (pkey_alloc(1, 0) == -1 && errno == ENOSYS && t_under_qemu())
		t_skip("qemu-user does not pass the pkey system calls on");
	CHECK_ERR(pkey_alloc(1, 0), EINVAL);
	CHECK_ERR(pkey_alloc(0, 8), EINVAL);
	CHECK_EQ(pkey_mprotect(p, pg, PROT_READ, -1), 0);
	CHECK_EQ(pkey_mprotect(p, pg, PROT_READ | PROT_WRITE, -1), 0);
	p[0] = 1;
	CHECK_ERR(pkey_mprotect(p + 1, pg, PROT_READ, -1), EINVAL);

	errno = 0;
	int k = pkey_alloc(0, PKEY_DISABLE_WRITE);
	if (k < 0) {
		CHECK(errno == ENOSPC || errno == EINVAL || errno == ENOSYS);
		CHECK_ERR(pkey_free(5), EINVAL);
		return 0;
	}
#ifndef __x86_64__
	/* Keys, but no register to read them with here. */
	CHECK_EQ(pkey_free(k), 0);
	return 0;
#endif
	CHECK_EQ(pkey_get(k), PKEY_DISABLE_WRITE);
	CHECK_EQ(pkey_set(k, 0), 0);
	CHECK_EQ(pkey_get(k), 0);
	CHECK_EQ(pkey_mprotect(p, pg, PROT_READ | PROT_WRITE, k), 0);
	p[0] = 2;
	CHECK_EQ(pkey_set(k, PKEY_DISABLE_ACCESS), 0);
	CHECK_EQ(pkey_get(k), PKEY_DISABLE_ACCESS);
	CHECK_EQ(pkey_set(k, 0), 0);
	CHECK_EQ(p[0], 2);
	CHECK_EQ(pkey_mprotect(p, pg, PROT_READ | PROT_WRITE, 0), 0);
	CHECK_EQ(pkey_free(k), 0);
	return 0;
}
