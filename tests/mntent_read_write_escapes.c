/* The mntent family reads a table skipping comments and blank lines,
   undoes the octal escapes (\040 space, \011 tab, \012 newline, \134
   backslash), defaults missing numbers to 0, writes entries back with
   the escapes (addmntent appends), and hasmntopt finds whole options;
   /proc/self/mounts reads as a table with "/" in it. */
#define _DEFAULT_SOURCE
#include <mntent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static const char table[] =
	"# comment line\n"
	"\n"
	"   \t \n"
	"  /dev/sda1\t/  ext4 rw,relatime 0 1  \n"
	"/dev/my\\040disk /mnt/with\\040space\\011tab vfat ro,uid=1000,umask=022 0 2\n"
	"server:/export /mnt/nfs nfs defaults\n"
	"back\\134slash /b\\\\c\\x none noauto,mode=755 5\n";

/* m is an entry with these fields. */
static void check_entry(const struct mntent *m, const char *fsname, const char *dir,
			const char *type, const char *opts, int freq, int passno)
{
	CHECK(m);
	CHECK_STR(m->mnt_fsname, fsname);
	CHECK_STR(m->mnt_dir, dir);
	CHECK_STR(m->mnt_type, type);
	CHECK_STR(m->mnt_opts, opts);
	CHECK_EQ(m->mnt_freq, freq);
	CHECK_EQ(m->mnt_passno, passno);
}

int main(void)
{
	struct mntent *m, buf;
	char line[256];
	FILE *f;

	f = fopen("fstab", "w");
	CHECK(f);
	CHECK(fputs(table, f) >= 0);
	CHECK_EQ(fclose(f), 0);

	f = setmntent("fstab", "r");
	CHECK(f);
	m = getmntent(f);
	check_entry(m, "/dev/sda1", "/", "ext4", "rw,relatime", 0, 1);
	CHECK(hasmntopt(m, "rw") == m->mnt_opts);
	CHECK(hasmntopt(m, "relatime") == m->mnt_opts + 3);
	CHECK(!hasmntopt(m, "ro"));
	CHECK(!hasmntopt(m, "relat"));

	m = getmntent_r(f, &buf, line, sizeof line);
	CHECK(m == &buf);
	check_entry(m, "/dev/my disk", "/mnt/with space\ttab", "vfat", "ro,uid=1000,umask=022", 0, 2);
	CHECK(m->mnt_fsname >= line && m->mnt_fsname < line + sizeof line);
	CHECK_STR(hasmntopt(m, "uid"), "uid=1000,umask=022");
	CHECK_STR(hasmntopt(m, "umask"), "umask=022");
	CHECK_STR(hasmntopt(m, MNTOPT_RO), "ro,uid=1000,umask=022");
	CHECK(!hasmntopt(m, "mask"));
	CHECK(!hasmntopt(m, "rw"));

	check_entry(getmntent(f), "server:/export", "/mnt/nfs", MNTTYPE_NFS, MNTOPT_DEFAULTS, 0, 0);

	m = getmntent(f);
	check_entry(m, "back\\slash", "/b\\c\\x", "none", "noauto,mode=755", 5, 0);
	CHECK_STR(hasmntopt(m, MNTOPT_NOAUTO), "noauto,mode=755");
	CHECK_STR(hasmntopt(m, "mode"), "mode=755");

	CHECK(!getmntent(f));
	CHECK(!getmntent(f));
	CHECK_EQ(endmntent(f), 1);

	/* addmntent appends, escaping what would split or end a field. */
	struct mntent w = { (char *)"dev with space", (char *)"/mnt/a\tb\nc\\d",
			    (char *)"ext4", (char *)"rw,noatime", 1, 2 };
	f = setmntent("mtab", "w");
	CHECK(f);
	CHECK_EQ(addmntent(f, &w), 0);
	CHECK_EQ(endmntent(f), 1);
	f = setmntent("mtab", "a+");
	CHECK(f);
	w.mnt_fsname = (char *)"second";
	CHECK_EQ(addmntent(f, &w), 0);
	CHECK_EQ(endmntent(f), 1);

	f = fopen("mtab", "r");
	CHECK(f);
	CHECK(fgets(line, sizeof line, f));
	CHECK_STR(line, "dev\\040with\\040space /mnt/a\\011b\\012c\\134d ext4 rw,noatime 1 2\n");
	CHECK(fgets(line, sizeof line, f));
	CHECK(!strncmp(line, "second ", 7));
	CHECK(!fgets(line, sizeof line, f));
	fclose(f);

	f = setmntent("mtab", "r");
	CHECK(f);
	check_entry(getmntent(f), "dev with space", "/mnt/a\tb\nc\\d", "ext4", "rw,noatime", 1, 2);
	check_entry(getmntent(f), "second", "/mnt/a\tb\nc\\d", "ext4", "rw,noatime", 1, 2);
	CHECK(!getmntent(f));
	endmntent(f);

	CHECK(!setmntent("missing/file", "r"));
	CHECK_EQ(errno, ENOENT);

	/* The kernel's table of this process's mounts. */
	f = setmntent("/proc/self/mounts", "r");
	if (!f)
		t_skip("no /proc/self/mounts");
	int root = 0, n = 0;
	while ((m = getmntent(f))) {
		n++;
		CHECK(*m->mnt_fsname && *m->mnt_dir == '/' && *m->mnt_type && *m->mnt_opts);
		CHECK(hasmntopt(m, "ro") || hasmntopt(m, "rw"));
		root += !strcmp(m->mnt_dir, "/");
	}
	endmntent(f);
	CHECK_GT(n, 0);
	CHECK_GE(root, 1);
	return 0;
}
