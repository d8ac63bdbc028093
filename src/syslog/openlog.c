#include <syslog.h>
#include "cancel.h"
#include "lock.h"
#include "syslog_impl.h"

/* Sets the tag (kept by pointer, as everywhere: the caller keeps it
   alive), the options and the default facility of later messages;
   LOG_NDELAY connects now.  Thread-safe. */
void openlog(const char *ident, int option, int facility)
{
	/* connect and close are cancellation points: not under the lock */
	int c = __cancel_off();

	__lock(&__syslog_lock);
	__syslog_ident = ident;
	__syslog_options = option;
	/* a value with bits outside the facility field is ignored */
	if (facility && !(facility & ~LOG_FACMASK))
		__syslog_facility = facility;
	if (option & LOG_NDELAY)
		__syslog_connect();
	__unlock(&__syslog_lock);
	__cancel_restore(c);
}
