/* statvfs and fstatvfs: POSIX's view of the kernel's struct statfs. */
#ifndef _WEFT_STATVFS_IMPL_H
#define _WEFT_STATVFS_IMPL_H

#include <sys/statfs.h>
#include <sys/statvfs.h>
#include "libc.h"

hidden void __statvfs_from_statfs(struct statvfs *out, const struct statfs *in);

#endif
