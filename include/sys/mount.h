/* Mounting and unmounting file systems (Linux). */
#ifndef _SYS_MOUNT_H
#define _SYS_MOUNT_H

#include <features.h>
#include <fcntl.h>
#include <sys/ioctl.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

/* With the kernel's headers at hand (weft-cc offers them), their
   <linux/mount.h> is the one definition of the MS_ flags and of the new
   mount API's constants and struct mount_attr, whichever of the two
   headers a program includes first; the definitions below stand in when
   it is not there. */
#if defined(__has_include)
#if __has_include(<linux/mount.h>)
#include <linux/mount.h>
#endif
#endif

#define BLOCK_SIZE_BITS 10
#define BLOCK_SIZE (1 << BLOCK_SIZE_BITS)

#ifndef MS_RDONLY
#define MS_RDONLY      1
#define MS_NOSUID      2
#define MS_NODEV       4
#define MS_NOEXEC      8
#define MS_SYNCHRONOUS 16
#define MS_REMOUNT     32
#define MS_MANDLOCK    64
#define MS_DIRSYNC     128
#define MS_NOATIME     1024
#define MS_NODIRATIME  2048
#define MS_BIND        4096
#define MS_MOVE        8192
#define MS_REC         16384
#define MS_SILENT      32768
#define MS_POSIXACL    (1 << 16)
#define MS_UNBINDABLE  (1 << 17)
#define MS_PRIVATE     (1 << 18)
#define MS_SLAVE       (1 << 19)
#define MS_SHARED      (1 << 20)
#define MS_RELATIME    (1 << 21)
#define MS_KERNMOUNT   (1 << 22)
#define MS_I_VERSION   (1 << 23)
#define MS_STRICTATIME (1 << 24)
#define MS_LAZYTIME    (1 << 25)
#define MS_ACTIVE      (1 << 30)
#define MS_NOUSER      (1u << 31)
#define MS_RMT_MASK    (MS_RDONLY | MS_SYNCHRONOUS | MS_MANDLOCK | MS_I_VERSION | MS_LAZYTIME)
#define MS_MGC_VAL     0xc0ed0000
#define MS_MGC_MSK     0xffff0000
#define MS_VERBOSE     32768
#endif
#ifndef MS_NOSYMFOLLOW
#define MS_NOSYMFOLLOW 256
#endif

/* Block-device ioctls (the kernel's <linux/fs.h> numbers), which glibc
   offers here. */
#define BLKROSET     _IO(0x12, 93)
#define BLKROGET     _IO(0x12, 94)
#define BLKRRPART    _IO(0x12, 95)
#define BLKGETSIZE   _IO(0x12, 96)
#define BLKFLSBUF    _IO(0x12, 97)
#define BLKRASET     _IO(0x12, 98)
#define BLKRAGET     _IO(0x12, 99)
#define BLKFRASET    _IO(0x12, 100)
#define BLKFRAGET    _IO(0x12, 101)
#define BLKSECTSET   _IO(0x12, 102)
#define BLKSECTGET   _IO(0x12, 103)
#define BLKSSZGET    _IO(0x12, 104)
#define BLKBSZGET    _IOR(0x12, 112, __SIZE_TYPE__)
#define BLKBSZSET    _IOW(0x12, 113, __SIZE_TYPE__)
#define BLKGETSIZE64 _IOR(0x12, 114, __SIZE_TYPE__)

#define MNT_FORCE       1
#define MNT_DETACH      2
#define MNT_EXPIRE      4
#define UMOUNT_NOFOLLOW 8

/* The mount API of Linux 5.2 (fsopen, fsconfig, fsmount, ...) and
   mount_setattr (5.12): the kernel's numbers. */
#ifndef FSOPEN_CLOEXEC
#define OPEN_TREE_CLONE          1
#define OPEN_TREE_CLOEXEC        O_CLOEXEC
#define MOVE_MOUNT_F_SYMLINKS    0x00000001
#define MOVE_MOUNT_F_AUTOMOUNTS  0x00000002
#define MOVE_MOUNT_F_EMPTY_PATH  0x00000004
#define MOVE_MOUNT_T_SYMLINKS    0x00000010
#define MOVE_MOUNT_T_AUTOMOUNTS  0x00000020
#define MOVE_MOUNT_T_EMPTY_PATH  0x00000040
#define MOVE_MOUNT_SET_GROUP     0x00000100
#define MOVE_MOUNT__MASK         0x00000177
#define FSOPEN_CLOEXEC           0x00000001
#define FSPICK_CLOEXEC           0x00000001
#define FSPICK_SYMLINK_NOFOLLOW  0x00000002
#define FSPICK_NO_AUTOMOUNT      0x00000004
#define FSPICK_EMPTY_PATH        0x00000008
#define FSMOUNT_CLOEXEC          0x00000001
#define MOUNT_ATTR_RDONLY        0x00000001
#define MOUNT_ATTR_NOSUID        0x00000002
#define MOUNT_ATTR_NODEV         0x00000004
#define MOUNT_ATTR_NOEXEC        0x00000008
#define MOUNT_ATTR__ATIME        0x00000070
#define MOUNT_ATTR_RELATIME      0x00000000
#define MOUNT_ATTR_NOATIME       0x00000010
#define MOUNT_ATTR_STRICTATIME   0x00000020
#define MOUNT_ATTR_NODIRATIME    0x00000080
#define MOUNT_ATTR_IDMAP         0x00100000
#define MOUNT_ATTR_NOSYMFOLLOW   0x00200000
#define MOUNT_ATTR_SIZE_VER0     32

enum fsconfig_command {
	FSCONFIG_SET_FLAG = 0,
	FSCONFIG_SET_STRING = 1,
	FSCONFIG_SET_BINARY = 2,
	FSCONFIG_SET_PATH = 3,
	FSCONFIG_SET_PATH_EMPTY = 4,
	FSCONFIG_SET_FD = 5,
	FSCONFIG_CMD_CREATE = 6,
	FSCONFIG_CMD_RECONFIGURE = 7
};

struct mount_attr {
	unsigned long long attr_set;
	unsigned long long attr_clr;
	unsigned long long propagation;
	unsigned long long userns_fd;
};
#endif

__WEFT_BEGIN
int fsopen(const char *fs_name, unsigned int flags);
int fsmount(int fd, unsigned int flags, unsigned int ms_flags);
int move_mount(int from_dirfd, const char *from_path, int to_dirfd,
	       const char *to_path, unsigned int flags);
int fsconfig(int fd, unsigned int cmd, const char *key, const void *value, int aux);
int fspick(int dirfd, const char *path, unsigned int flags);
int open_tree(int dirfd, const char *path, unsigned int flags);
int mount_setattr(int dirfd, const char *path, unsigned int flags,
		  struct mount_attr *attr, size_t size);
int mount(const char *source, const char *target, const char *fstype,
	  unsigned long flags, const void *data);
int umount(const char *target);
int umount2(const char *target, int flags);
#ifdef _GNU_SOURCE
/* glibc exports it without declaring it; programs declare it the same. */
int pivot_root(const char *new_root, const char *put_old);
#endif
__WEFT_END

#endif
