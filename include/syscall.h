/* The old name of <sys/syscall.h>, still included by programs written
   for other C libraries. */
#ifndef _SYSCALL_H
#define _SYSCALL_H

#include <sys/syscall.h>

#endif
