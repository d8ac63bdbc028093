#include <errno.h>
#include <stdlib.h>
#include <sys/mman.h>
#include "lock.h"
#include "sem_impl.h"

/* Unmaps at the last close of the opens that returned this address;
   EINVAL for an address sem_open did not return (or closed as often as
   it was opened). */
int sem_close(sem_t *sem)
{
	struct __sem_named **p, *n;

	__lock(&__sem_named_lock);
	for (p = &__sem_named_list; (n = *p); p = &n->next)
		if (n->addr == sem)
			break;
	if (!n) {
		__unlock(&__sem_named_lock);
		errno = EINVAL;
		return -1;
	}
	if (--n->refs) {
		__unlock(&__sem_named_lock);
		return 0;
	}
	*p = n->next;
	__unlock(&__sem_named_lock);
	munmap(sem, sizeof(sem_t));
	free(n);
	return 0;
}
