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
#ifndef SA_RESTORER
	/* qemu-user (7.2, riscv64) gives the struct a restorer field the
	   kernel does not have: it reads the mask from this word and writes
	   an old action's mask here, its "restorer" (our mask word as
	   installed) into mask.  With this word, holding the mask as well,
	   both read the same action, and nothing beyond the struct is
	   overwritten.  The kernel never looks at it. */
	unsigned long mask_emul;
#endif
};

#ifdef SA_RESTORER
#define KSA_RESTORER_FLAG SA_RESTORER
#define KSA_RESTORER_INIT .restorer = __restore_rt,
#define KSA_MASK_INIT(m) .mask = (m)
#else
#define KSA_RESTORER_FLAG 0
#define KSA_RESTORER_INIT
#define KSA_MASK_INIT(m) .mask = (m), .mask_emul = (m)
#endif

static inline void __ksa_set_mask(struct k_sigaction *ka, unsigned long m)
{
	ka->mask = m;
#ifndef SA_RESTORER
	ka->mask_emul = m;
#endif
}

#endif
