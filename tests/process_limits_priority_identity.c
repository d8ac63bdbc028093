/* Resource limits, usage, priorities and nice; uname, sysinfo and the
   host name; the process's ids and sessions. */
#define _GNU_SOURCE
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	struct rlimit rl, old;
	struct rusage ru;
	struct utsname u;
	struct sysinfo si;
	char host[256];
	uid_t r, e, s;
	gid_t gr, ge, gs;

	/* limits: lower the soft core limit, read it back, prlimit sees it */
	CHECK_EQ(getrlimit(RLIMIT_CORE, &old), 0);
	rl.rlim_cur = 0;
	rl.rlim_max = old.rlim_max;
	CHECK_EQ(setrlimit(RLIMIT_CORE, &rl), 0);
	CHECK_EQ(getrlimit(RLIMIT_CORE, &rl), 0);
	CHECK_EQ(rl.rlim_cur, 0);
	CHECK_EQ(prlimit(getpid(), RLIMIT_CORE, 0, &rl), 0);
	CHECK_EQ(rl.rlim_cur, 0);
	CHECK_ERR(getrlimit(1000, &rl), EINVAL);
	rl.rlim_cur = 10;
	rl.rlim_max = 5;
	CHECK_ERR(setrlimit(RLIMIT_CORE, &rl), EINVAL);

	/* usage: burn some CPU, then utime moves */
	volatile unsigned long x = 0;
	for (unsigned long i = 0; i < 50000000; i++)
		x += i;
	CHECK_EQ(getrusage(RUSAGE_SELF, &ru), 0);
	CHECK(ru.ru_utime.tv_sec > 0 || ru.ru_utime.tv_usec > 0);
	CHECK(ru.ru_maxrss > 0);
	CHECK_ERR(getrusage(42, &ru), EINVAL);

	/* priorities: a child raises its nice value.  The test may itself run
	   niced (nice -n 19 make check): Linux clamps nice values to 19, so the
	   expected values are clamped too, and from 19 the clamp is what is
	   checked (going down needs privilege). */
	pid_t p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		errno = 0;
		int base = getpriority(PRIO_PROCESS, 0);
		int up3 = base + 3 > 19 ? 19 : base + 3, up5 = base + 5 > 19 ? 19 : base + 5;
		if (errno || nice(3) != up3 || getpriority(PRIO_PROCESS, 0) != up3)
			_exit(1);
		if (setpriority(PRIO_PROCESS, 0, base + 5) || getpriority(PRIO_PROCESS, 0) != up5)
			_exit(2);
		_exit(0);
	}
	int st;
	CHECK_EQ(waitpid(p, &st, 0), p);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK_ERR(setpriority(99, 0, 0), EINVAL);

	/* system identity */
	CHECK_EQ(uname(&u), 0);
	CHECK_STR(u.sysname, "Linux");
	CHECK(getenv("WEFT_ARCH") == 0 || !strcmp(u.machine, getenv("WEFT_ARCH")));
	CHECK(u.release[0] >= '2' && u.release[0] <= '9');
	CHECK_EQ(gethostname(host, sizeof host), 0);
	CHECK_STR(host, u.nodename);
	CHECK_ERR(gethostname(host, strlen(u.nodename)), ENAMETOOLONG);
	CHECK_EQ(sysinfo(&si), 0);
	CHECK(si.totalram > 0 && si.mem_unit > 0 && si.uptime > 0);
	CHECK(get_nprocs() >= 1 && get_nprocs_conf() >= get_nprocs());

	/* ids */
	CHECK_EQ(getresuid(&r, &e, &s), 0);
	CHECK_EQ(r, getuid());
	CHECK_EQ(e, geteuid());
	CHECK_EQ(getresgid(&gr, &ge, &gs), 0);
	CHECK_EQ(gr, getgid());
	CHECK_EQ(ge, getegid());
	CHECK(getgroups(0, 0) >= 0);
	CHECK_EQ(getpgrp(), getpgid(0));
	CHECK_EQ(getsid(0), getsid(getpid()));
	CHECK_ERR(getpgid(-5), ESRCH);

	/* a child makes its own session and group */
	p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		pid_t sid = setsid();
		_exit(sid == getpid() && getsid(0) == getpid() && getpgrp() == getpid() ? 0 : 1);
	}
	CHECK_EQ(waitpid(p, &st, 0), p);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	/* a group leader cannot make a new session */
	p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		if (setpgid(0, 0))
			_exit(2);
		_exit(setsid() == -1 && errno == EPERM ? 0 : 1);
	}
	CHECK_EQ(waitpid(p, &st, 0), p);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	return 0;
}
