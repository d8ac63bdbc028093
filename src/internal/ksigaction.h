/* The kernel's struct sigaction for rt_sigaction (not the libc one). */
#ifndef _WEFT_KSIGACTION_H
#define _WEFT_KSIGACTION_H

#include <signal.h>

/* Archs whose kernel has SA_RESTORER (x86_64 requires one, aarch64
   honours it) get weft's __restore_rt; riscv64's has no such field and
   returns through the vDSO.  KSA_RESTORER_FLAG and KSA_RESTORER_INIT
   (a designated initializer, or nothing) keep the callers arch-free. */
struct k_sigaction {
	void (*handler)(int);
	unsigned long flags;
#ifdef SA_RESTORER
	void (*restorer)(void);
#endif
	unsigned long mask;   /* the kernel's 64-signal set */
};

#ifdef SA_RESTORER
#define KSA_RESTORER_FLAG SA_RESTORER
#define KSA_RESTORER_INIT .restorer = __restore_rt,
#else
#define KSA_RESTORER_FLAG 0
#define KSA_RESTORER_INIT
#endif

#endif
