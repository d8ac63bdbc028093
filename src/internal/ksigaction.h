/* The kernel's struct sigaction for rt_sigaction (not the libc one). */
#ifndef _WEFT_KSIGACTION_H
#define _WEFT_KSIGACTION_H

struct k_sigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;   /* the kernel's 64-signal set */
};

#endif
