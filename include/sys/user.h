/* The register sets ptrace(2) and core files use: struct
   user_regs_struct and its neighbours, laid out as the arch's kernel
   (asm/ptrace.h, asm/user.h) has them.  For debuggers. */
#ifndef _SYS_USER_H
#define _SYS_USER_H

#include <features.h>
#include <bits/user.h>

#endif
