/* riscv64 sem_t: glibc's size (32 bytes) and alignment (8), so structures
   that embed one, and files and shared mappings that hold one, lay out
   the same.  The contents are private to weft (src/internal/sem_impl.h). */
#ifndef _BITS_SEMAPHORE_H
#define _BITS_SEMAPHORE_H

typedef union {
	unsigned long __w[4];
	int __i[8];
	char __size[32];
	long __align;
} sem_t;

#endif
