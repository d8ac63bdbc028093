/* Internet address conversions. */
#ifndef _ARPA_INET_H
#define _ARPA_INET_H

#include <features.h>
#include <netinet/in.h>

__WEFT_BEGIN
in_addr_t inet_addr(const char *s);
int inet_aton(const char *s, struct in_addr *out);
char *inet_ntoa(struct in_addr a);
in_addr_t inet_network(const char *s);
int inet_pton(int af, const char *__weft_restrict s, void *__weft_restrict out);
const char *inet_ntop(int af, const void *__weft_restrict src, char *__weft_restrict dst,
		      socklen_t size);
#ifdef _DEFAULT_SOURCE
struct in_addr inet_makeaddr(in_addr_t net, in_addr_t host);
in_addr_t inet_lnaof(struct in_addr a);
in_addr_t inet_netof(struct in_addr a);
unsigned int inet_nsap_addr(const char *cp, unsigned char *buf, int len);
char *inet_nsap_ntoa(int len, const unsigned char *cp, char *buf);
#endif
__WEFT_END

#endif
