#include <string.h>
#include "mutex_impl.h"

/* Returns 0: every attribute combination was validated by the setters. */
int pthread_mutex_init(pthread_mutex_t *__weft_restrict m, const pthread_mutexattr_t *__weft_restrict attr)
{
	memset(m, 0, sizeof *m);
	if (attr) {
		int kind = attr->__attr & MK_BITS;

		/* See MK_NORMAL: a plain normal mutex keeps kind 0. */
		if (!(kind & (MK_ROBUST | MK_PI)))
			kind &= ~MK_NORMAL;
		m->_m_kind = kind;
		m->_m_ceiling = attr->__attr >> MA_CEILING_SHIFT;
	}
	return 0;
}
