/* renameat moves a file between directory descriptors and reports ENOENT
   and EBADF; statfs/fstatfs agree with each other; statvfs/fstatvfs carry
   the same numbers in POSIX's shape, f_flag reflects the mount options of
   /proc as /proc/self/mounts lists them, and bad input gets its errno. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include "check.h"

/* 1 if mount point mnt's options (from /proc/self/mounts) include opt */
static int mount_has(const char *mnt, const char *opt)
{
	static char buf[65536];
	CHECK_GE(t_read_file("/proc/self/mounts", buf, sizeof buf), 0);
	char want[64];
	snprintf(want, sizeof want, " %s ", mnt);
	int found = -1;
	for (char *line = buf; line && *line; ) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		char *p = strstr(line, want);
		if (p) {
			/* fields: dev mnt type opts ...; the last entry wins */
			char *type = p + strlen(want), *opts = strchr(type, ' ');
			CHECK(opts);
			opts++;
			char *end = strchr(opts, ' ');
			if (end)
				*end = 0;
			char o[64];
			snprintf(o, sizeof o, ",%s,", opt);
			char all[512];
			snprintf(all, sizeof all, ",%s,", opts);
			found = strstr(all, o) != NULL;
		}
		line = nl ? nl + 1 : NULL;
	}
	return found;
}

int main(void)
{
	CHECK_EQ(mkdir("a", 0755), 0);
	CHECK_EQ(mkdir("b", 0755), 0);
	int fd = open("a/f", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "xyz", 3), 3);
	close(fd);
	int da = open("a", O_RDONLY | O_DIRECTORY), db = open("b", O_RDONLY | O_DIRECTORY);
	CHECK(da >= 0 && db >= 0);
	CHECK_EQ(renameat(da, "f", db, "g"), 0);
	struct stat st;
	CHECK_ERR(stat("a/f", &st), ENOENT);
	CHECK_EQ(stat("b/g", &st), 0);
	CHECK_EQ(st.st_size, 3);
	CHECK_EQ(renameat(AT_FDCWD, "b/g", da, "h"), 0);
	CHECK_EQ(stat("a/h", &st), 0);
	CHECK_ERR(renameat(da, "missing", db, "x"), ENOENT);
	CHECK_ERR(renameat(-1, "h", db, "x"), EBADF);
	CHECK_ERR(renameat(da, "h", da, "h/x"), ENOTDIR);

	struct statfs fs1, fs2;
	CHECK_EQ(statfs(".", &fs1), 0);
	CHECK_EQ(fstatfs(da, &fs2), 0);
	CHECK_EQ(fs1.f_type, fs2.f_type);
	CHECK_EQ(fs1.f_bsize, fs2.f_bsize);
	CHECK_EQ(fs1.f_blocks, fs2.f_blocks);
	CHECK_EQ(fs1.f_fsid.__val[0], fs2.f_fsid.__val[0]);
	CHECK(fs1.f_blocks > 0 && fs1.f_bsize > 0 && fs1.f_namelen > 0);
	CHECK_ERR(statfs("no/such/dir", &fs1), ENOENT);
	CHECK_ERR(fstatfs(-1, &fs1), EBADF);

	struct statvfs v1, v2;
	CHECK_EQ(statvfs("a", &v1), 0);
	CHECK_EQ(fstatvfs(db, &v2), 0);
	CHECK_EQ(statfs("a", &fs1), 0);
	CHECK_EQ(v1.f_bsize, (unsigned long)fs1.f_bsize);
	CHECK_EQ(v1.f_frsize, (unsigned long)(fs1.f_frsize ? fs1.f_frsize : fs1.f_bsize));
	CHECK_EQ(v1.f_blocks, fs1.f_blocks);
	CHECK_EQ(v1.f_files, fs1.f_files);
	CHECK_EQ(v1.f_namemax, (unsigned long)fs1.f_namelen);
	CHECK_EQ(v1.f_fsid, v2.f_fsid);
	CHECK_EQ(v1.f_fsid & 0xffffffffu, (unsigned)fs1.f_fsid.__val[0]);
	CHECK_EQ(v1.f_blocks, v2.f_blocks);
	CHECK_EQ(v1.f_flag & 0x20, 0);	/* the kernel's ST_VALID is not a mount flag */
	CHECK_ERR(statvfs("", &v1), ENOENT);
	CHECK_ERR(fstatvfs(-1, &v1), EBADF);

	int nosuid = mount_has("/proc", "nosuid"), ro = mount_has("/proc", "ro");
	if (nosuid >= 0) {
		CHECK_EQ(statvfs("/proc", &v1), 0);
		CHECK_EQ(!!(v1.f_flag & ST_NOSUID), nosuid);
		CHECK_EQ(!!(v1.f_flag & ST_RDONLY), ro);
		CHECK_EQ(!!(v1.f_flag & ST_NOEXEC), mount_has("/proc", "noexec"));
	}
	close(da);
	close(db);
	return 0;
}
