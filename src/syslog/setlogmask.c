#include <syslog.h>
#include "lock.h"
#include "syslog_impl.h"

/* Sets which priorities are logged (LOG_MASK bits) and returns the
   previous mask; 0 only queries.  Thread-safe. */
int setlogmask(int mask)
{
	int old;

	__lock(&__syslog_lock);
	old = __syslog_mask;
	if (mask)
		__syslog_mask = mask;
	__unlock(&__syslog_lock);
	return old;
}
