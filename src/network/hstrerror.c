#include <netdb.h>

/* glibc's texts; any negative code is an internal error. */
const char *hstrerror(int err)
{
	if (err < 0)
		return "Resolver internal error";
	switch (err) {
	case NETDB_SUCCESS: return "Resolver Error 0 (no error)";
	case HOST_NOT_FOUND: return "Unknown host";
	case TRY_AGAIN: return "Host name lookup failure";
	case NO_RECOVERY: return "Unknown server error";
	case NO_DATA: return "No address associated with name";
	}
	return "Unknown resolver error";
}
