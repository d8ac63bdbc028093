#include <limits.h>
#include <sys/resource.h>
#include "pthread_impl.h"
#include "syscall.h"

/* The default stack of new threads, decided at its first use when
   -Wl,-z,stack-size did not set it at start-up: the soft stack limit,
   as with glibc, so that code written for glibc's 8 MiB thread stacks
   runs unchanged (2 MiB when the limit is unlimited, at least
   PTHREAD_STACK_MIN).  A finite limit above half the address space is
   treated as unlimited: no mapping of that size could be had, and every
   pthread_create would fail with EAGAIN.  Reserved, not committed: only touched pages cost
   memory.  Before the first thread exists, or with every caller
   computing the same value, the plain store is enough. */
hidden size_t __default_stack_init(void)
{
	struct rlimit rl;
	size_t s = DEFAULT_STACK_SIZE, page = __libc.page_size;

	if (!__syscall(SYS_prlimit64, 0, RLIMIT_STACK, 0, &rl) && rl.rlim_cur != RLIM_INFINITY)
		s = rl.rlim_cur < PTHREAD_STACK_MIN ? PTHREAD_STACK_MIN
		  : rl.rlim_cur > (size_t)-1 / 2 ? DEFAULT_STACK_SIZE
		  : (rl.rlim_cur + page - 1) & -page;
	__default_stacksize = s;
	return s;
}
