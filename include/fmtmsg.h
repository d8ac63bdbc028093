/* Formatted diagnostic messages (POSIX <fmtmsg.h>, XSI). */
#ifndef _FMTMSG_H
#define _FMTMSG_H

#include <features.h>

/* classification: source of the problem, its kind, and where to write */
#define MM_HARD    0x001L
#define MM_SOFT    0x002L
#define MM_FIRM    0x004L
#define MM_APPL    0x008L
#define MM_UTIL    0x010L
#define MM_OPSYS   0x020L
#define MM_RECOVER 0x040L
#define MM_NRECOV  0x080L
#define MM_PRINT   0x100L  /* standard error */
#define MM_CONSOLE 0x200L  /* the system console */

/* severity */
#define MM_NOSEV   0
#define MM_HALT    1
#define MM_ERROR   2
#define MM_WARNING 3
#define MM_INFO    4

/* "no such component" */
#define MM_NULLLBL ((char *)0)
#define MM_NULLSEV 0
#define MM_NULLMC  0L
#define MM_NULLTXT ((char *)0)
#define MM_NULLACT ((char *)0)
#define MM_NULLTAG ((char *)0)

/* results */
#define MM_NOTOK  (-1)  /* bad arguments, or no output written */
#define MM_OK     0
#define MM_NOMSG  1     /* standard error could not be written */
#define MM_NOCON  4     /* the console could not be written */

__WEFT_BEGIN
int fmtmsg(long classification, const char *label, int severity,
	   const char *text, const char *action, const char *tag);
#ifdef _DEFAULT_SOURCE
int addseverity(int severity, const char *string);
#endif
__WEFT_END

#endif
