/* The BSD network-order integer names of <netinet/ip.h>'s users. */
#ifndef _NETINET_IN_SYSTM_H
#define _NETINET_IN_SYSTM_H

#include <stdint.h>

typedef uint16_t n_short;
typedef uint32_t n_long;
typedef uint32_t n_time;	/* ms since midnight UT */

#endif
