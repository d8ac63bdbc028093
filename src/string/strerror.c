#include <string.h>
#include "errmsg.h"

/* Unknown numbers are formatted into a per-thread buffer, so the result
   stays valid until the same thread calls strerror again. */
char *strerror(int errnum)
{
	static __thread char buf[32];
	const char *m = __errmsg(errnum);

	return m ? (char *)m : __unknown_msg(buf, "Unknown error ", errnum);
}
