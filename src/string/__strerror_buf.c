#include "errmsg.h"

/* strerror for the library's own use: an unknown number is formatted into
   the caller's buffer, never into strerror's, because POSIX requires the
   library to behave as if none of its functions called strerror (the
   application's last strerror result must survive perror, %m, err...). */
hidden const char *__strerror_buf(int errnum, char *buf)
{
	const char *m = __errmsg(errnum);

	return m ? m : __unknown_msg(buf, "Unknown error ", errnum);
}
