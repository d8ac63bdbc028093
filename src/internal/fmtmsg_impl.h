/* The severities addseverity adds to fmtmsg's. */
#ifndef _WEFT_FMTMSG_IMPL_H
#define _WEFT_FMTMSG_IMPL_H

#include "libc.h"

struct __severity {
	struct __severity *next;
	int level;          /* above MM_INFO */
	char name[];        /* what fmtmsg prints for it */
};

/* The list, under __severity_lock. */
extern hidden struct __severity *__severities;
extern hidden volatile int __severity_lock;

/* A malloc'd copy of the name added for level, or null (none, or no
   memory: errno says which, ESRCH or ENOMEM). */
hidden char *__severity_name(int level);

#endif
