#include <string.h>
#include "errmsg.h"

/* Unknown numbers are formatted into a per-thread buffer, valid until the
   same thread calls strsignal again. */
char *strsignal(int sig)
{
	static __thread char buf[40];

	return __strsignal_buf(sig, buf);
}
