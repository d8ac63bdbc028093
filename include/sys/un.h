/* Local (AF_UNIX) socket addresses. */
#ifndef _SYS_UN_H
#define _SYS_UN_H

#include <features.h>

#ifndef __weft_have_sa_family_t
#define __weft_have_sa_family_t
typedef unsigned short sa_family_t;
#endif

struct sockaddr_un {
	sa_family_t sun_family;
	char sun_path[108];
};

#ifdef _DEFAULT_SOURCE
/* Bytes of the address up to the end of the path string. */
#define SUN_LEN(p) ((unsigned long)__builtin_offsetof(struct sockaddr_un, sun_path) + \
	__builtin_strlen((p)->sun_path))
#endif

#endif
