#define _GNU_SOURCE
#include <sys/stat.h>
#include "syscall.h"

_Static_assert(sizeof(struct statx) == 0x100, "the kernel's struct statx");
_Static_assert(__builtin_offsetof(struct statx, stx_atime) == 0x40, "timestamps at 0x40");
_Static_assert(__builtin_offsetof(struct statx, stx_rdev_major) == 0x80, "devices at 0x80");
_Static_assert(__builtin_offsetof(struct statx, stx_mnt_id) == 0x90, "mount id at 0x90");

int statx(int dirfd, const char *__weft_restrict path, int flags, unsigned mask,
	  struct statx *__weft_restrict buf)
{
	return __syscall_ret(__syscall(SYS_statx, dirfd, path, flags, mask, buf));
}
