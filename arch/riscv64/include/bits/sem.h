/* riscv64 semaphore set descriptions: the kernel's asm-generic semid64_ds
   (64-bit times, no padding words after them), laid out as glibc's. */
#ifndef _BITS_SEM_H
#define _BITS_SEM_H

struct semid_ds {
	struct ipc_perm sem_perm;
	time_t sem_otime;
	time_t sem_ctime;
	unsigned long sem_nsems;
	unsigned long __unused3;
	unsigned long __unused4;
};

#ifdef _DEFAULT_SOURCE
/* IPC_INFO and SEM_INFO fill this (through union semun's __buf). */
struct seminfo {
	int semmap;
	int semmni;
	int semmns;
	int semmnu;
	int semmsl;
	int semopm;
	int semume;
	int semusz;
	int semvmx;
	int semaem;
};
#endif

#endif
