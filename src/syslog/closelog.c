#include <syslog.h>
#include "cancel.h"
#include "lock.h"
#include "syslog_impl.h"

/* Closes the logger connection and forgets the tag; the next message
   reconnects.  Thread-safe. */
void closelog(void)
{
	/* connect and close are cancellation points: not under the lock */
	int c = __cancel_off();

	__lock(&__syslog_lock);
	__syslog_disconnect();
	__syslog_ident = 0;
	__unlock(&__syslog_lock);
	__cancel_restore(c);
}
