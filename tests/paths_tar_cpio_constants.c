/* <paths.h>, <tar.h> and <cpio.h> give the names programs use, with the
   values glibc (paths) and POSIX (tar, cpio) fix.  TSVTX is XSI. */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include <cpio.h>
#include <paths.h>
#include <sys/stat.h>
#include <string.h>
#include <tar.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_STR(_PATH_BSHELL, "/bin/sh");
	CHECK_STR(_PATH_DEVNULL, "/dev/null");
	CHECK_STR(_PATH_TTY, "/dev/tty");
	CHECK_STR(_PATH_CONSOLE, "/dev/console");
	CHECK_STR(_PATH_UTMP, "/var/run/utmp");
	CHECK_STR(_PATH_WTMP, "/var/log/wtmp");
	CHECK_STR(_PATH_LASTLOG, "/var/log/lastlog");
	CHECK_STR(_PATH_MAILDIR, "/var/mail");
	CHECK_STR(_PATH_TMP, "/tmp/");
	CHECK_STR(_PATH_VARTMP, "/var/tmp/");
	CHECK_STR(_PATH_VARRUN, "/var/run/");
	CHECK_STR(_PATH_DEV, "/dev/");
	CHECK_STR(_PATH_DEFPATH, "/usr/bin:/bin");
	CHECK_STR(_PATH_STDPATH, "/usr/bin:/bin:/usr/sbin:/sbin");
	CHECK_STR(_PATH_MOUNTED, "/etc/mtab");
	CHECK_STR(_PATH_MNTTAB, "/etc/fstab");
	CHECK_STR(_PATH_SHADOW, "/etc/shadow");
	CHECK_STR(_PATH_GSHADOW, "/etc/gshadow");
	CHECK_STR(_PATH_SHELLS, "/etc/shells");
	CHECK_STR(_PATH_NOLOGIN, "/etc/nologin");
	CHECK_STR(_PATH_SENDMAIL, "/usr/sbin/sendmail");
	CHECK_STR(_PATH_KLOG, "/proc/kmsg");
	CHECK_EQ(access(_PATH_DEVNULL, W_OK), 0);
	CHECK_EQ(access(_PATH_BSHELL, X_OK), 0);

	CHECK_STR(TMAGIC, "ustar");
	CHECK_EQ(TMAGLEN, 6);
	CHECK_EQ(sizeof TVERSION - 1, TVERSLEN);
	CHECK(memcmp(TVERSION, "00", 2) == 0);
	CHECK_EQ(REGTYPE, '0');
	CHECK_EQ(AREGTYPE, 0);
	CHECK_EQ(LNKTYPE, '1');
	CHECK_EQ(SYMTYPE, '2');
	CHECK_EQ(CHRTYPE, '3');
	CHECK_EQ(BLKTYPE, '4');
	CHECK_EQ(DIRTYPE, '5');
	CHECK_EQ(FIFOTYPE, '6');
	CHECK_EQ(CONTTYPE, '7');
	CHECK_EQ(TSUID, S_ISUID);
	CHECK_EQ(TSGID, S_ISGID);
	CHECK_EQ(TSVTX, S_ISVTX);
	CHECK_EQ(TUREAD | TUWRITE | TUEXEC, S_IRWXU);
	CHECK_EQ(TGREAD | TGWRITE | TGEXEC, S_IRWXG);
	CHECK_EQ(TOREAD | TOWRITE | TOEXEC, S_IRWXO);

	CHECK_STR(MAGIC, "070707");
	CHECK_EQ(C_IRUSR | C_IWUSR | C_IXUSR, 0700);
	CHECK_EQ(C_IRGRP | C_IWGRP | C_IXGRP, 070);
	CHECK_EQ(C_IROTH | C_IWOTH | C_IXOTH, 07);
	CHECK_EQ(C_ISUID, 04000);
	CHECK_EQ(C_ISGID, 02000);
	CHECK_EQ(C_ISVTX, 01000);
	/* the file types are the Linux S_IF* values */
	CHECK_EQ(C_ISDIR, S_IFDIR);
	CHECK_EQ(C_ISFIFO, S_IFIFO);
	CHECK_EQ(C_ISREG, S_IFREG);
	CHECK_EQ(C_ISBLK, S_IFBLK);
	CHECK_EQ(C_ISCHR, S_IFCHR);
	CHECK_EQ(C_ISLNK, S_IFLNK);
	CHECK_EQ(C_ISSOCK, S_IFSOCK);
	CHECK_EQ(C_ISCTG, 0110000);
	return 0;
}
