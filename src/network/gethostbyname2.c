#include <netdb.h>
#include "resolv.h"

/* Not thread safe, as POSIX allows: one static result per process. */
struct hostent *gethostbyname2(const char *name, int af)
{
	struct hostent *res;

	gethostbyname2_r(name, af, &__hostent_static, __hostent_buf, sizeof __hostent_buf,
			 &res, &h_errno);
	return res;
}
