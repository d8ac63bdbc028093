#ifndef _SYS_SYSCALL_H
#define _SYS_SYSCALL_H
/* SYS_name and __NR_name for every system call of this arch. */
#include <bits/syscall.h>
#endif
