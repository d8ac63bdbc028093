/* Mounted file system tables: /etc/fstab, /etc/mtab, /proc/mounts (BSD,
   Linux). */
#ifndef _MNTENT_H
#define _MNTENT_H

#include <features.h>
#include <stdio.h>

#define MNTTAB  "/etc/fstab"
#define MOUNTED "/etc/mtab"

#define MNTTYPE_IGNORE "ignore"
#define MNTTYPE_NFS    "nfs"
#define MNTTYPE_SWAP   "swap"

#define MNTOPT_DEFAULTS "defaults"
#define MNTOPT_RO       "ro"
#define MNTOPT_RW       "rw"
#define MNTOPT_SUID     "suid"
#define MNTOPT_NOSUID   "nosuid"
#define MNTOPT_NOAUTO   "noauto"

/* One line of such a table.  In the file, a space, tab, newline or
   backslash inside a field is written \040, \011, \012 or \134. */
struct mntent {
	char *mnt_fsname;       /* what is mounted */
	char *mnt_dir;          /* where */
	char *mnt_type;         /* file system type */
	char *mnt_opts;         /* options, separated by commas */
	int mnt_freq;           /* dump frequency, in days */
	int mnt_passno;         /* fsck pass number */
};

__WEFT_BEGIN
FILE *setmntent(const char *file, const char *mode);
struct mntent *getmntent(FILE *stream);
#ifdef _DEFAULT_SOURCE
struct mntent *getmntent_r(FILE *__weft_restrict stream, struct mntent *__weft_restrict mnt,
			   char *__weft_restrict buf, int size);
#endif
int addmntent(FILE *__weft_restrict stream, const struct mntent *__weft_restrict mnt);
int endmntent(FILE *stream);
char *hasmntopt(const struct mntent *mnt, const char *opt);
__WEFT_END

#endif
