#include <threads.h>
#include "mutex_impl.h"

_Static_assert(sizeof(mtx_t) == sizeof(pthread_mutex_t), "mtx_t is a pthread_mutex_t");

/* mtx_plain or mtx_timed, optionally | mtx_recursive: thrd_success, else
   thrd_error. */
int mtx_init(mtx_t *mtx, int type)
{
	pthread_mutex_t *m = (pthread_mutex_t *)mtx;

	if (type & ~(mtx_timed | mtx_recursive))
		return thrd_error;
	pthread_mutex_init(m, 0);
	if (type & mtx_recursive)
		m->_m_kind = PTHREAD_MUTEX_RECURSIVE;
	return thrd_success;
}
