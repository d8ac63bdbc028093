#include <string.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include "statvfs_impl.h"

/* The kernel sets ST_VALID (0x20) to say f_flags is filled in; it is not a
   mount flag, so statvfs does not report it.  Kernels before 2.6.36 leave
   f_frsize zero: the block size is then the fragment size. */
hidden void __statvfs_from_statfs(struct statvfs *out, const struct statfs *in)
{
	memset(out, 0, sizeof *out);
	out->f_bsize = in->f_bsize;
	out->f_frsize = in->f_frsize ? in->f_frsize : in->f_bsize;
	out->f_blocks = in->f_blocks;
	out->f_bfree = in->f_bfree;
	out->f_bavail = in->f_bavail;
	out->f_files = in->f_files;
	out->f_ffree = in->f_ffree;
	out->f_favail = in->f_ffree;
	out->f_fsid = (unsigned)in->f_fsid.__val[0] |
		      (unsigned long)(unsigned)in->f_fsid.__val[1] << 32;
	out->f_flag = in->f_flags & ~0x20l;
	out->f_namemax = in->f_namelen;
}
