#include <arpa/inet.h>

in_addr_t inet_addr(const char *s)
{
	struct in_addr a;
	return inet_aton(s, &a) ? a.s_addr : INADDR_NONE;
}
