#include <errno.h>
#include "mutex_impl.h"

/* Marks a robust mutex whose previous owner died usable again.  EINVAL if
   it is not robust or not in that state, EPERM if the caller does not
   hold it. */
int pthread_mutex_consistent(pthread_mutex_t *m)
{
	if (!(m->_m_kind & MK_ROBUST) || m->_m_state != MS_INCONSISTENT)
		return EINVAL;
	if (__mutex_owner(m) != __self()->tid)
		return EPERM;
	m->_m_state = MS_CONSISTENT;
	return 0;
}
