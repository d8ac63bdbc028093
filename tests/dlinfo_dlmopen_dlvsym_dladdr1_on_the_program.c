/* The rest of <dlfcn.h> on the program's own handle: dlinfo gives the
   base namespace, a link map (named "", its bias agreeing with the
   program headers), the headers (AT_PHDR, AT_PHNUM), a TLS module id,
   the program's directory (weft: glibc 2.36 crashes), and -1 with a dlerror message for a request
   it does not know; dladdr1 gives the same link map for an address in
   the program; dlmopen in the base namespace is dlopen, and rejects an
   unknown namespace; dlvsym of a missing symbol is null with a
   message. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"

/* Written at run time, so the program keeps a TLS segment. */
__thread int tls_var;

static int here(void)
{
	return tls_var;
}

int main(void)
{
	tls_var = 5 + (getpid() < 0);
	void *h = dlopen(0, RTLD_NOW);
	CHECK(h);

	Lmid_t lm = 99;
	CHECK_EQ(dlinfo(h, RTLD_DI_LMID, &lm), 0);
	CHECK_EQ(lm, LM_ID_BASE);

	struct link_map *map = 0;
	CHECK_EQ(dlinfo(h, RTLD_DI_LINKMAP, &map), 0);
	CHECK(map);
	CHECK_STR(map->l_name, "");

	const ElfW(Phdr) *ph = 0;
	int n = dlinfo(h, RTLD_DI_PHDR, &ph);
	CHECK_EQ(n, (long)getauxval(AT_PHNUM));
	CHECK(ph == (const ElfW(Phdr) *)getauxval(AT_PHDR));
	for (int i = 0; i < n; i++)
		if (ph[i].p_type == PT_PHDR)
			CHECK_EQ(map->l_addr + ph[i].p_vaddr, (uintptr_t)ph);

	size_t modid = 0;
	CHECK_EQ(dlinfo(h, RTLD_DI_TLS_MODID, &modid), 0);
	CHECK_GT(modid, 0);
	CHECK_EQ(here(), 5);

#ifndef __GLIBC__
	/* glibc 2.36 crashes on this request for the main program. */
	char dir[PATH_MAX], exe[PATH_MAX];
	CHECK_EQ(dlinfo(h, RTLD_DI_ORIGIN, dir), 0);
	CHECK(realpath("/proc/self/exe", exe));
	*strrchr(exe, '/') = 0;
	CHECK_STR(dir, exe);
#endif

	dlerror();
	CHECK_EQ(dlinfo(h, 12345, &n), -1);
	CHECK(dlerror() != 0);

	Dl_info info;
	void *extra = (void *)1;
	CHECK(dladdr1((void *)here, &info, &extra, RTLD_DL_LINKMAP));
	CHECK(extra == map);
	extra = (void *)1;
	CHECK(dladdr1((void *)here, &info, &extra, RTLD_DL_SYMENT));
	if (!info.dli_sname)
		CHECK(extra == 0);

	dlerror();
	CHECK(dlvsym(h, "no_such_symbol_anywhere", "GLIBC_2.2.5") == 0);
	CHECK(dlerror() != 0);

	void *h2 = dlmopen(LM_ID_BASE, 0, RTLD_NOW);
	CHECK(h2 == h);
	dlerror();
	CHECK(dlmopen(LM_ID_BASE, "/no/such/library.so", RTLD_NOW) == 0);
	CHECK(dlerror() != 0);
	CHECK(dlmopen(12345, "/no/such/library.so", RTLD_NOW) == 0);
	CHECK(dlerror() != 0);
	return 0;
}
