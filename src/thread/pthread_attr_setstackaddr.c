#include <errno.h>
#include "pthread_impl.h"

/* The old interface names the stack by its top (the stack grows down
   from it), as glibc: the stack is the size set so far (the default if
   none) just below top, so set the size first. */
int pthread_attr_setstackaddr(pthread_attr_t *a, void *top)
{
	size_t size = a->_a_stacksize ? a->_a_stacksize : __stack_default();

	a->_a_stackaddr = (unsigned long)top - size;
	a->_a_stacksize = size;
	a->_a_flags |= A_HAS_STACK;
	return 0;
}
