#include <errno.h>
#include "mutex_impl.h"

/* EINVAL unless the mutex uses PTHREAD_PRIO_PROTECT. */
int pthread_mutex_getprioceiling(const pthread_mutex_t *__weft_restrict m, int *__weft_restrict ceiling)
{
	if (!(m->_m_kind & MK_PP))
		return EINVAL;
	*ceiling = m->_m_ceiling;
	return 0;
}
