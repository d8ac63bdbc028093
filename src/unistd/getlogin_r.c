#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <string.h>
#include <unistd.h>

/* The login name is that of the audit login uid the kernel keeps for the
   session (/proc/self/loginuid, as glibc reads it).  Without one (-1, or
   no audit support), a process whose standard input is a terminal gets the
   name of its real uid (weft keeps no utmp); otherwise it has no login
   terminal: ENXIO, as glibc reports then. */
int getlogin_r(char *name, size_t size)
{
	char buf[32], pwbuf[1024];
	struct passwd pw, *res = 0;
	uid_t uid = (uid_t)-1;
	int fd = open("/proc/self/loginuid", O_RDONLY | O_CLOEXEC);

	if (fd >= 0) {
		ssize_t n = read(fd, buf, sizeof buf - 1);
		close(fd);
		if (n > 0) {
			unsigned long v = 0;
			for (ssize_t i = 0; i < n && buf[i] >= '0' && buf[i] <= '9'; i++)
				v = v * 10 + (unsigned)(buf[i] - '0');
			if (v < 0xffffffffu)
				uid = (uid_t)v;
		}
	}
	if (uid == (uid_t)-1) {
		if (!isatty(0))
			return ENXIO;
		uid = getuid();
	}
	int e = getpwuid_r(uid, &pw, pwbuf, sizeof pwbuf, &res);
	if (e)
		return e;
	if (!res)
		return ENOENT;
	size_t len = strlen(pw.pw_name);
	if (len >= size)
		return ERANGE;
	memcpy(name, pw.pw_name, len + 1);
	return 0;
}
