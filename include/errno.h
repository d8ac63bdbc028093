#ifndef _ERRNO_H
#define _ERRNO_H

#include <features.h>
#include <bits/errno.h>

__WEFT_BEGIN
/* errno lives in the calling thread's descriptor. */
int *__errno_location(void) __attribute__((__const__));
#define errno (*__errno_location())

#ifdef _GNU_SOURCE
extern char *program_invocation_name, *program_invocation_short_name;
/* What the GNU interfaces (argz, envz, argp) return: 0 or an errno value. */
#ifndef __error_t_defined
#define __error_t_defined 1
typedef int error_t;
#endif
#endif
__WEFT_END

#endif
