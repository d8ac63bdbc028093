#include "synccall.h"
#include "syscall.h"

struct call {
	long nr, a, b, c;
};

static long run(void *p)
{
	struct call *c = p;

	return __syscall(c->nr, c->a, c->b, c->c);
}

/* Linux keeps credentials per thread, POSIX per process: once a second
   thread has existed, every thread must make the call (docs/setid.md). */
hidden int __setxid(long nr, long a, long b, long c)
{
	struct call call = { nr, a, b, c };

	if (!__libc.threaded)
		return __syscall_ret(run(&call));
	return __syscall_ret(__synccall(run, &call));
}
