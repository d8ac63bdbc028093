/* The file system table as BSD programs read it (/etc/fstab): a view of
   <mntent.h>'s entries. */
#ifndef _FSTAB_H
#define _FSTAB_H

#include <features.h>

#define _PATH_FSTAB "/etc/fstab"
#define FSTAB       "/etc/fstab"

/* fs_type: how the file system is used, from its options. */
#define FSTAB_RW "rw"   /* read-write */
#define FSTAB_RQ "rq"   /* read-write with quotas */
#define FSTAB_RO "ro"   /* read-only */
#define FSTAB_SW "sw"   /* swap */
#define FSTAB_XX "xx"   /* to be ignored */

struct fstab {
	char *fs_spec;          /* block device or remote file system */
	char *fs_file;          /* mount point */
	char *fs_vfstype;       /* file system type */
	char *fs_mntops;        /* options, separated by commas */
	const char *fs_type;    /* one of FSTAB_*, or "??" */
	int fs_freq;            /* dump frequency, in days */
	int fs_passno;          /* fsck pass number */
};

__WEFT_BEGIN
int setfsent(void);
struct fstab *getfsent(void);
struct fstab *getfsspec(const char *spec);
struct fstab *getfsfile(const char *file);
void endfsent(void);
__WEFT_END

#endif
