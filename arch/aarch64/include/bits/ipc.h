/* aarch64 System V IPC permissions: the kernel's struct ipc64_perm, which is
   also glibc's layout (mode widened to 32 bits, no padding before seq), so
   the *ctl calls hand the caller's structures to the kernel directly. */
#ifndef _BITS_IPC_H
#define _BITS_IPC_H

struct ipc_perm {
	/* glibc's name and the one other systems (and busybox outside
	   glibc) use, for the same field. */
	__extension__ union {
		key_t __key;
		key_t key;
	};
	uid_t uid;
	gid_t gid;
	uid_t cuid;
	gid_t cgid;
	mode_t mode;
	unsigned short __seq;
	unsigned short __pad2;
	unsigned long __unused1;
	unsigned long __unused2;
};

#endif
