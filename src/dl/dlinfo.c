#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include "dl_impl.h"

/* The directory of the program's file, into out (PATH_MAX bytes). */
static int origin(char *out)
{
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
	char *slash;

	if (n <= 0)
		return -1;
	path[n] = 0;
	slash = strrchr(path, '/');
	if (!slash)
		return -1;
	*slash = 0;
	strcpy(out, slash == path ? "/" : path);
	return 0;
}

/* What the one handle there is, the program's, stands for.  The
   profiling and configuration requests and RTLD_DI_TLS_DATA have no
   answer here: -1 with a dlerror message, as for a bad handle. */
int dlinfo(void *restrict handle, int request, void *restrict arg)
{
	const size_t *v;
	const ElfW(Phdr) *ph;
	size_t n;

	if (handle != &__dl_self) {
		__dl_set_error(0, "invalid handle for dlinfo()");
		return -1;
	}
	switch (request) {
	case RTLD_DI_LMID:
		*(Lmid_t *)arg = LM_ID_BASE;
		return 0;
	case RTLD_DI_LINKMAP:
		*(struct link_map **)arg = __dl_self_map();
		return 0;
	case RTLD_DI_SERINFOSIZE:
	case RTLD_DI_SERINFO: {
		/* No library search path: a static program loads nothing. */
		Dl_serinfo *si = arg;
		si->dls_size = offsetof(Dl_serinfo, dls_serpath);
		si->dls_cnt = 0;
		return 0;
	}
	case RTLD_DI_ORIGIN:
		if (origin(arg)) {
			__dl_set_error(0, "cannot find the program's directory");
			return -1;
		}
		return 0;
	case RTLD_DI_TLS_MODID:
	case RTLD_DI_PHDR:
		v = __auxv_find(AT_PHDR);
		ph = v ? (const ElfW(Phdr) *)*v : 0;
		v = __auxv_find(AT_PHNUM);
		n = v && ph ? *v : 0;
		if (request == RTLD_DI_PHDR) {
			*(const ElfW(Phdr) **)arg = ph;
			return (int)n;
		}
		*(size_t *)arg = 0;
		for (size_t i = 0; i < n; i++)
			if (ph[i].p_type == PT_TLS)
				*(size_t *)arg = 1;
		return 0;
	}
	__dl_set_error(0, "unsupported dlinfo request");
	return -1;
}
