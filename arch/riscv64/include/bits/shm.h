/* riscv64 shared memory segment descriptions: the kernel's shmid64_ds,
   shminfo64 and shm_info, laid out as glibc's. */
#ifndef _BITS_SHM_H
#define _BITS_SHM_H

/* Attach addresses are rounded to a page with SHM_RND. */
#define SHMLBA 4096

struct shmid_ds {
	struct ipc_perm shm_perm;
	size_t shm_segsz;
	time_t shm_atime;
	time_t shm_dtime;
	time_t shm_ctime;
	pid_t shm_cpid;
	pid_t shm_lpid;
	shmatt_t shm_nattch;
	unsigned long __unused4;
	unsigned long __unused5;
};

#ifdef _DEFAULT_SOURCE
/* IPC_INFO fills this (cast to struct shmid_ds *). */
struct shminfo {
	unsigned long shmmax;
	unsigned long shmmin;
	unsigned long shmmni;
	unsigned long shmseg;
	unsigned long shmall;
	unsigned long __unused1;
	unsigned long __unused2;
	unsigned long __unused3;
	unsigned long __unused4;
};

/* SHM_INFO fills this (cast to struct shmid_ds *). */
struct shm_info {
	int used_ids;
	unsigned long shm_tot;
	unsigned long shm_rss;
	unsigned long shm_swp;
	unsigned long swap_attempts;
	unsigned long swap_successes;
};
#endif

#endif
