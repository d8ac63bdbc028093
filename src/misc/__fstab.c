#include <mntent.h>
#include "fstab_impl.h"

hidden FILE *__fstab_file;

/* The first of rw, rq, ro, sw, xx among the options (in that order of
   preference), or "??" when none is there. */
static const char *use_of(const struct mntent *m)
{
	static const char *const uses[] = { FSTAB_RW, FSTAB_RQ, FSTAB_RO, FSTAB_SW, FSTAB_XX };

	for (size_t i = 0; i < sizeof uses / sizeof *uses; i++)
		if (hasmntopt(m, uses[i]))
			return uses[i];
	return "??";
}

hidden struct fstab *__fstab_next(void)
{
	static struct mntent m;
	static char line[4096];
	static struct fstab f;

	if (!__fstab_file && !setfsent())
		return 0;
	if (!getmntent_r(__fstab_file, &m, line, sizeof line))
		return 0;
	f.fs_spec = m.mnt_fsname;
	f.fs_file = m.mnt_dir;
	f.fs_vfstype = m.mnt_type;
	f.fs_mntops = m.mnt_opts;
	f.fs_type = use_of(&m);
	f.fs_freq = m.mnt_freq;
	f.fs_passno = m.mnt_passno;
	return &f;
}
