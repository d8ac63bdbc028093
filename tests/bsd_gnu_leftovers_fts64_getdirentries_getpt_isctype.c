/* Leftover BSD and GNU calls: fts64_* walk as fts_*; getdirentries
   reads a directory's records and says where they started; getpt opens
   a pseudo-terminal master; isctype tests glibc's class bits; adjtime
   reads the pending correction and refuses one out of range; revoke is
   ENOSYS; ntp_gettimex agrees with ntp_gettime; vhangup is refused
   without privilege and harmless without a controlling terminal. */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <fts.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(mkdir("tree", 0700), 0);
	CHECK_EQ(mkdir("tree/sub", 0700), 0);
	int fd = open("tree/sub/file", O_WRONLY | O_CREAT, 0600);
	CHECK_GE(fd, 0);
	close(fd);

	char *roots[] = { "tree", 0 };
	FTS64 *fts = fts64_open(roots, FTS_PHYSICAL, 0);
	CHECK(fts);
	int files = 0, dirs = 0;
	FTSENT64 *e;
	while ((e = fts64_read(fts))) {
		if (e->fts_info == FTS_F)
			files++;
		else if (e->fts_info == FTS_D)
			dirs++;
	}
	CHECK_EQ(files, 1);
	CHECK_EQ(dirs, 2);
	CHECK_EQ(fts64_close(fts), 0);

	fd = open("tree/sub", O_RDONLY | O_DIRECTORY);
	CHECK_GE(fd, 0);
	_Alignas(8) char buf[4096];
	off_t base = -1;
	ssize_t n = getdirentries(fd, buf, sizeof buf, &base);
	CHECK_GT(n, 0);
	CHECK_EQ(base, 0);
	int seen = 0;
	for (ssize_t off = 0; off < n; off += ((struct dirent *)(buf + off))->d_reclen)
		seen += !strcmp(((struct dirent *)(buf + off))->d_name, "file");
	CHECK_EQ(seen, 1);
	off64_t base64 = -1;
	CHECK_EQ(getdirentries64(fd, buf, sizeof buf, &base64), 0);   /* at the end */
	CHECK_NE(base64, 0);
	close(fd);
	CHECK_ERR(getdirentries(-1, buf, sizeof buf, &base), EBADF);

	int m = getpt();
	CHECK_GE(m, 0);
	CHECK_EQ(grantpt(m), 0);
	CHECK_EQ(unlockpt(m), 0);
	CHECK(ptsname(m));
	close(m);

	CHECK(isctype('A', _ISupper));
	CHECK(!isctype('a', _ISupper));
	CHECK(isctype('7', _ISdigit | _ISalpha));
	CHECK(isctype('f', _ISxdigit));
	CHECK(isctype(' ', _ISblank));
	CHECK(!isctype('!', _ISalnum | _IScntrl));
	CHECK(isctype('!', _ISpunct));

	struct timeval old;
	CHECK_EQ(adjtime(0, &old), 0);
	CHECK(old.tv_usec >= 0 && old.tv_usec < 1000000);
	struct timeval huge = { 100000000, 0 };
	CHECK_ERR(adjtime(&huge, 0), EINVAL);

	CHECK_ERR(revoke("/dev/null"), ENOSYS);

	struct ntptimeval a, b;
	int sa = ntp_gettime(&a), sb = ntp_gettimex(&b);
	CHECK_EQ(sa, sb);
	CHECK_GE(b.time.tv_sec, a.time.tv_sec);
	CHECK_EQ(a.tai, b.tai);

	/* In a new session: no controlling terminal to hang up. */
	pid_t pid = fork();
	CHECK_GE(pid, 0);
	if (pid == 0) {
		if (setsid() < 0)
			_exit(2);
		errno = 0;
		int r = vhangup();
		_exit(r == 0 || errno == EPERM ? 0 : 3);
	}
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
