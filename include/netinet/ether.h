/* Ethernet addresses as text, and the /etc/ethers database. */
#ifndef _NETINET_ETHER_H
#define _NETINET_ETHER_H

#include <features.h>
#include <netinet/if_ether.h>

__WEFT_BEGIN
/* "0:1a:2b:3c:4d:5e": ether_ntoa's result is a static buffer */
char *ether_ntoa(const struct ether_addr *addr);
char *ether_ntoa_r(const struct ether_addr *addr, char *buf);
struct ether_addr *ether_aton(const char *s);
struct ether_addr *ether_aton_r(const char *s, struct ether_addr *addr);
/* /etc/ethers: 0 when found; hostname needs room for the name */
int ether_ntohost(char *hostname, const struct ether_addr *addr);
int ether_hostton(const char *hostname, struct ether_addr *addr);
int ether_line(const char *line, struct ether_addr *addr, char *hostname);
__WEFT_END

#endif
