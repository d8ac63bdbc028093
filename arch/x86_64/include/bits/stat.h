/* x86_64 struct stat: the kernel's own layout (asm/stat.h), which is also
   glibc's, so stat() and friends fill the caller's structure directly. */
#ifndef _BITS_STAT_H
#define _BITS_STAT_H
struct stat {
	dev_t st_dev;
	ino_t st_ino;
	nlink_t st_nlink;
	mode_t st_mode;
	uid_t st_uid;
	gid_t st_gid;
	unsigned int __pad0;
	dev_t st_rdev;
	off_t st_size;
	blksize_t st_blksize;
	blkcnt_t st_blocks;
	struct timespec st_atim;
	struct timespec st_mtim;
	struct timespec st_ctim;
	long __unused[3];
};
#endif
