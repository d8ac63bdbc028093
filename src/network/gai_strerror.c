#include <netdb.h>

/* glibc's texts, by code: -1 to -11, then -100 to -105. */
const char *gai_strerror(int err)
{
	static const char *const low[] = {
		"Bad value for ai_flags",
		"Name or service not known",
		"Temporary failure in name resolution",
		"Non-recoverable failure in name resolution",
		"No address associated with hostname",
		"ai_family not supported",
		"ai_socktype not supported",
		"Servname not supported for ai_socktype",
		"Address family for hostname not supported",
		"Memory allocation failure",
		"System error",
	};
	static const char *const high[] = {
		"Processing request in progress",
		"Request canceled",
		"Request not canceled",
		"All requests done",
		"Interrupted by a signal",
		"Parameter string not correctly encoded",
	};

	if (err <= -1 && err >= -11)
		return low[-1 - err];
	if (err <= -100 && err >= -105)
		return high[-100 - err];
	return "Unknown error";
}
