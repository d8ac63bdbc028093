/* Ethernet addresses as text (<netinet/ether.h>). */
#ifndef _WEFT_ETHER_IMPL_H
#define _WEFT_ETHER_IMPL_H

#include <netinet/ether.h>
#include "libc.h"

/* Reads the six 1- or 2-digit hex bytes of "x:x:x:x:x:x" at s into a;
   returns the end of the address, or null.  A one-digit last byte must
   be followed by the end of the string or a space (as glibc). */
hidden const char *__ether_parse(const char *s, struct ether_addr *a);

/* Looks /etc/ethers up by address (name null) or by name, case
   ignored (addr null); fills the other; 0 when found, else -1. */
hidden int __ethers_search(const struct ether_addr *addr, const char *name,
			   struct ether_addr *addr_out, char *name_out);

#endif
