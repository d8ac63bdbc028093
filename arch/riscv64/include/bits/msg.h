/* riscv64 message queue descriptions: the kernel's msqid64_ds, laid out as
   glibc's. */
#ifndef _BITS_MSG_H
#define _BITS_MSG_H

struct msqid_ds {
	struct ipc_perm msg_perm;
	time_t msg_stime;
	time_t msg_rtime;
	time_t msg_ctime;
	unsigned long __msg_cbytes;
	msgqnum_t msg_qnum;
	msglen_t msg_qbytes;
	pid_t msg_lspid;
	pid_t msg_lrpid;
	unsigned long __unused4;
	unsigned long __unused5;
};

#ifdef _DEFAULT_SOURCE
#define msg_cbytes __msg_cbytes

/* IPC_INFO and MSG_INFO fill this (cast to struct msqid_ds *). */
struct msginfo {
	int msgpool;
	int msgmap;
	int msgmax;
	int msgmnb;
	int msgmni;
	int msgssz;
	int msgtql;
	unsigned short msgseg;
};
#endif

#endif
