#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include "lock.h"
#include "pthread_impl.h"

/* The stack and guard sizes of threads created without attributes.  An
   attribute with a stack address, or any setting other than sizes, is
   EINVAL (as glibc refuses a stack address). */
int pthread_setattr_default_np(const pthread_attr_t *a)
{
	size_t stack = a->_a_stacksize, page = __libc.page_size;

	if (a->_a_flags & A_HAS_STACK)
		return EINVAL;
	if (stack && stack < PTHREAD_STACK_MIN)
		return EINVAL;
	__lock(&__thread_list_lock);
	if (stack)
		__default_stacksize = (stack + page - 1) & -page;
	__default_guardsize = (a->_a_guardsize + page - 1) & -page;
	__unlock(&__thread_list_lock);
	return 0;
}
