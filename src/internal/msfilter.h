/* The RFC 3678 source-filter functions' shared pieces. */
#ifndef _WEFT_MSFILTER_H
#define _WEFT_MSFILTER_H

#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "libc.h"

/* A zeroed filter block (struct ip_msfilter or struct group_filter,
   whole bytes with a list of one entry of each bytes) with room for n
   entries, its length in *size; 0 with errno ENOMEM if it cannot be
   made or its length would not fit the kernel's int. */
hidden void *__msfilter_alloc(size_t whole, size_t each, uint32_t n, socklen_t *size);

/* A struct group_filter for n sources of group (grouplen bytes) joined
   on interface, the rest zero, and the MCAST_MSFILTER level for the
   group's family; 0 with errno EINVAL for a null group, another family
   or a length that does not fit it, ENOMEM as above. */
hidden struct group_filter *__group_filter_new(uint32_t interface, const struct sockaddr *group,
					       socklen_t grouplen, uint32_t n, int *level,
					       socklen_t *size);

#endif
