/* riscv64 struct stat: the kernel's asm-generic layout (asm-generic/stat.h),
   which is also glibc's, so stat() and friends fill the caller's
   structure directly. */
#ifndef _BITS_STAT_H
#define _BITS_STAT_H
struct stat {
	dev_t st_dev;
	ino_t st_ino;
	mode_t st_mode;
	nlink_t st_nlink;
	uid_t st_uid;
	gid_t st_gid;
	dev_t st_rdev;
	unsigned long __pad1;
	off_t st_size;
	blksize_t st_blksize;
	int __pad2;
	blkcnt_t st_blocks;
	struct timespec st_atim;
	struct timespec st_mtim;
	struct timespec st_ctim;
	unsigned int __unused[2];
};
#endif
