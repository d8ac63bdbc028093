/* The notes of an ELF core file (NT_PRSTATUS, NT_PRPSINFO): the kernel's
   struct elf_prstatus and elf_prpsinfo (linux/elfcore.h), with the
   arch's register sets.  For debuggers and core readers. */
#ifndef _SYS_PROCFS_H
#define _SYS_PROCFS_H

#include <features.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/user.h>
#include <bits/procfs.h>

typedef elf_greg_t elf_gregset_t[ELF_NGREG];

struct elf_siginfo {
	int si_signo;
	int si_code;
	int si_errno;
};

struct elf_prstatus {
	struct elf_siginfo pr_info;	/* the signal that stopped it */
	short pr_cursig;
	unsigned long pr_sigpend;
	unsigned long pr_sighold;
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgrp;
	pid_t pr_sid;
	struct timeval pr_utime;
	struct timeval pr_stime;
	struct timeval pr_cutime;	/* of the waited-for children */
	struct timeval pr_cstime;
	elf_gregset_t pr_reg;
	int pr_fpvalid;			/* pr_reg is followed by FP registers */
};

#define ELF_PRARGSZ 80

struct elf_prpsinfo {
	char pr_state;			/* numeric state */
	char pr_sname;			/* state letter, as in ps */
	char pr_zomb;
	char pr_nice;
	unsigned long pr_flag;
	unsigned int pr_uid;
	unsigned int pr_gid;
	int pr_pid, pr_ppid, pr_pgrp, pr_sid;
	char pr_fname[16];		/* the program's name */
	char pr_psargs[ELF_PRARGSZ];	/* its first arguments */
};

/* the Solaris names debuggers use */
typedef void *psaddr_t;
typedef elf_gregset_t prgregset_t;
typedef elf_fpregset_t prfpregset_t;
typedef pid_t lwpid_t;
typedef struct elf_prstatus prstatus_t;
typedef struct elf_prpsinfo prpsinfo_t;

#endif
