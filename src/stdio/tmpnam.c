#include <errno.h>
#include "stdio_impl.h"
#include "syscall.h"

/* A name under P_tmpdir that does not exist now (racy by design). */
char *tmpnam(char *s)
{
	static char internal[L_tmpnam];
	char name[] = P_tmpdir "/tmp_XXXXXX";
	char *out = s ? s : internal;

	for (int tries = 0; tries < 100; tries++) {
		long r;
		__tmpname(name + sizeof P_tmpdir + 4);
#ifdef SYS_lstat
		long st[18];
		r = __syscall(SYS_lstat, name, st);
#else
		r = __syscall(SYS_faccessat, -100, name, 0, 0);
#endif
		if (r == -ENOENT) {
			for (size_t i = 0; i < sizeof name; i++)
				out[i] = name[i];
			return out;
		}
	}
	return 0;
}
