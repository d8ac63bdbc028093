/* <utmpx.h> and <utmp.h> on a database file of our own (utmpxname):
   records keep glibc's on-disk layout, pututxline appends new ids and
   replaces the record getutxid finds, searches go forward from the
   current record, updwtmpx appends, a partial record at the end is
   overwritten, writers wait for another process's fcntl lock, and
   nothing stays open after endutxent.  The expected results are glibc's
   on the same operations. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utmp.h>
#include <utmpx.h>
#include "check.h"

#define DB "utmp.db"
#define WT "wtmp.db"
#define SZ ((long)sizeof(struct utmpx))

static struct utmpx rec(int type, const char *id, const char *line, const char *user, pid_t pid)
{
	struct utmpx u;
	memset(&u, 0, sizeof u);
	u.ut_type = type;
	strncpy(u.ut_id, id, sizeof u.ut_id);
	strncpy(u.ut_line, line, sizeof u.ut_line);
	strncpy(u.ut_user, user, sizeof u.ut_user);
	u.ut_pid = pid;
	u.ut_tv.tv_sec = 1700000000;
	u.ut_tv.tv_usec = 123456;
	return u;
}

static long size_of(const char *path)
{
	struct stat st;
	return stat(path, &st) ? -1 : (long)st.st_size;
}

static void make_empty(const char *path)
{
	int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
}

static void append_junk(const char *path)
{
	int fd = open(path, O_WRONLY | O_APPEND);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "xx", 2), 2);
	close(fd);
}

static int count_fds(void)
{
	int n = 0;
	for (int fd = 0; fd < 1024; fd++)
		n += fcntl(fd, F_GETFD) >= 0;
	return n;
}

int main(void)
{
	struct utmpx *p, k;
	int fds0 = count_fds();

	/* the layout of utmp(5), as glibc has it */
	CHECK_EQ(sizeof(struct utmp), sizeof(struct utmpx));
	CHECK_EQ(offsetof(struct utmpx, ut_type), 0);
	CHECK_EQ(offsetof(struct utmpx, ut_pid), 4);
	CHECK_EQ(offsetof(struct utmpx, ut_line), 8);
	CHECK_EQ(offsetof(struct utmpx, ut_id), 40);
	CHECK_EQ(offsetof(struct utmpx, ut_user), 44);
	CHECK_EQ(offsetof(struct utmpx, ut_host), 76);
	CHECK_EQ(offsetof(struct utmpx, ut_exit), 332);
	CHECK_EQ(sizeof(struct utmp){0}.ut_line, UT_LINESIZE);
	CHECK_EQ(sizeof(struct utmp){0}.ut_user, UT_NAMESIZE);
	CHECK_EQ(sizeof(struct utmp){0}.ut_host, UT_HOSTSIZE);
#if defined(__x86_64__) || (defined(__riscv) && __riscv_xlen == 64)
	/* 32-bit session and time, shared with the 32-bit programs */
	CHECK_EQ(sizeof(struct utmpx), 384);
	CHECK_EQ(offsetof(struct utmpx, ut_session), 336);
	CHECK_EQ(offsetof(struct utmpx, ut_tv), 340);
	CHECK_EQ(offsetof(struct utmpx, ut_addr_v6), 348);
#elif defined(__aarch64__)
	CHECK_EQ(sizeof(struct utmpx), 400);
	CHECK_EQ(offsetof(struct utmpx, ut_session), 336);
	CHECK_EQ(offsetof(struct utmpx, ut_tv), 344);
	CHECK_EQ(offsetof(struct utmpx, ut_addr_v6), 360);
#endif
	CHECK_STR(_PATH_UTMPX, "/var/run/utmp");
	CHECK_STR(_PATH_WTMPX, "/var/log/wtmp");
	CHECK_STR(UTMP_FILE, _PATH_UTMP);

	/* a database that does not exist: nothing to read, nothing created */
	unlink(DB);
	CHECK_EQ(utmpxname(DB), 0);
	setutxent();
	errno = 0;
	CHECK(getutxent() == NULL);
	CHECK_EQ(errno, ENOENT);
	struct utmpx a = rec(USER_PROCESS, "p1", "pts/1", "alice", 10);
	errno = 0;
	CHECK(pututxline(&a) == NULL);
	CHECK_EQ(errno, ENOENT);
	CHECK_EQ(size_of(DB), -1);
	endutxent();

	/* three new ids: three records, in order */
	make_empty(DB);
	setutxent();
	struct utmpx b = rec(LOGIN_PROCESS, "p2", "pts/2", "LOGIN", 11);
	struct utmpx c = rec(BOOT_TIME, "", "~", "reboot", 0);
	p = pututxline(&a);
	CHECK(p != NULL);
	CHECK(memcmp(p, &a, sizeof a) == 0);
	CHECK_EQ(size_of(DB), SZ);
	CHECK(pututxline(&b) != NULL);
	CHECK(pututxline(&c) != NULL);
	CHECK_EQ(size_of(DB), 3 * SZ);
	/* the search is forward from the current record: at the end, a's id
	   is not found again and a second p1 record is appended */
	a.ut_pid = 99;
	CHECK(pututxline(&a) != NULL);
	CHECK_EQ(size_of(DB), 4 * SZ);

	setutxent();
	const struct utmpx *want[] = { &a, &b, &c, &a };
	for (int i = 0; i < 4; i++) {
		p = getutxent();
		CHECK(p != NULL);
		CHECK_EQ(p->ut_type, want[i]->ut_type);
		CHECK_STR(p->ut_user, want[i]->ut_user);
		CHECK(strncmp(p->ut_id, want[i]->ut_id, 4) == 0);
		CHECK_EQ(p->ut_tv.tv_sec, 1700000000);
		CHECK_EQ(p->ut_tv.tv_usec, 123456);
		CHECK_EQ(p->ut_pid, i == 0 ? 10 : i == 3 ? 99 : want[i]->ut_pid);
	}
	errno = 0;
	CHECK(getutxent() == NULL);
	CHECK_EQ(errno, 0);

	/* the bytes in the file are the records */
	{
		char raw[4 * sizeof(struct utmpx)];
		struct utmpx r1;
		int fd = open(DB, O_RDONLY);
		CHECK(fd >= 0);
		CHECK_EQ(read(fd, raw, sizeof raw), (long)sizeof raw);
		close(fd);
		memcpy(&r1, raw + sizeof r1, sizeof r1);
		CHECK_EQ(r1.ut_type, LOGIN_PROCESS);
		CHECK_EQ(r1.ut_pid, 11);
		CHECK_STR(raw + sizeof r1 + 44, "LOGIN");
		CHECK_STR(raw + sizeof r1 + 8, "pts/2");
	}

	/* getutxid: by type for the time records, by id for the process
	   ones, whatever their process type */
	setutxent();
	k = rec(USER_PROCESS, "p2", "", "", 0);
	p = getutxid(&k);
	CHECK(p != NULL);
	CHECK_EQ(p->ut_type, LOGIN_PROCESS);
	CHECK_STR(p->ut_user, "LOGIN");
	errno = 0;
	CHECK(getutxid(&k) == NULL);
	CHECK_EQ(errno, ESRCH);
	static const short bad[] = { EMPTY, ACCOUNTING, 42, -1 };
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		setutxent();
		k.ut_type = bad[i];
		errno = 0;
		CHECK(getutxid(&k) == NULL);
		CHECK_EQ(errno, EINVAL);
	}
	setutxent();
	k = rec(BOOT_TIME, "zz", "", "", 0);
	p = getutxid(&k);
	CHECK(p && !strcmp(p->ut_user, "reboot"));
	setutxent();
	k = rec(NEW_TIME, "", "", "", 0);
	errno = 0;
	CHECK(getutxid(&k) == NULL);
	CHECK_EQ(errno, ESRCH);
	setutxent();
	k = rec(DEAD_PROCESS, "p1", "", "", 0);
	p = getutxid(&k);
	CHECK(p && p->ut_pid == 10);

	/* getutxline: login and user records only */
	setutxent();
	k = rec(EMPTY, "", "pts/2", "", 0);
	p = getutxline(&k);
	CHECK(p && !strcmp(p->ut_user, "LOGIN"));
	errno = 0;
	CHECK(getutxline(&k) == NULL);
	CHECK_EQ(errno, ESRCH);
	setutxent();
	k = rec(EMPTY, "", "~", "", 0);
	CHECK(getutxline(&k) == NULL);

	/* replace the record just found; the next read is the one after */
	setutxent();
	k = rec(USER_PROCESS, "p2", "", "", 0);
	p = getutxid(&k);
	CHECK(p != NULL);
	struct utmpx d = *p;
	d.ut_type = USER_PROCESS;
	strcpy(d.ut_user, "bob");
	CHECK(pututxline(&d) != NULL);
	CHECK_EQ(size_of(DB), 4 * SZ);
	p = getutxent();
	CHECK(p && p->ut_type == BOOT_TIME);
	/* from the start: the first p1 record is replaced */
	setutxent();
	k = rec(DEAD_PROCESS, "p1", "pts/1", "", 0);
	CHECK(pututxline(&k) != NULL);
	CHECK_EQ(size_of(DB), 4 * SZ);
	setutxent();
	p = getutxent();
	CHECK(p && p->ut_type == DEAD_PROCESS && p->ut_user[0] == 0 && p->ut_pid == 0);
	p = getutxent();
	CHECK(p && !strcmp(p->ut_user, "bob") && p->ut_pid == 11);
	/* the static record itself, changed and written back in place */
	setutxent();
	p = getutxent();
	CHECK(p != NULL);
	p->ut_pid = 1234;
	CHECK(pututxline(p) != NULL);
	CHECK_EQ(size_of(DB), 4 * SZ);
	setutxent();
	p = getutxent();
	CHECK(p && p->ut_pid == 1234);

	/* a partial record at the end is no record, and is written over */
	append_junk(DB);
	setutxent();
	int n = 0;
	while (getutxent())
		n++;
	CHECK_EQ(n, 4);
	k = rec(USER_PROCESS, "p9", "pts/9", "carol", 555);
	CHECK(pututxline(&k) != NULL);
	CHECK_EQ(size_of(DB), 5 * SZ);
	endutxent();

	/* the <utmp.h> names on the same file */
	CHECK_EQ(utmpname(DB), 0);
	setutent();
	struct utmp *u = getutent(), ubuf, *res;
	CHECK(u && u->ut_pid == 1234 && u->ut_type == DEAD_PROCESS);
	CHECK_EQ(getutent_r(&ubuf, &res), 0);
	CHECK(res == &ubuf && !strcmp(ubuf.ut_name, "bob"));
	struct utmp uk;
	memset(&uk, 0, sizeof uk);
	strcpy(uk.ut_line, "pts/9");
	u = getutline(&uk);
	CHECK(u && !strcmp(u->ut_user, "carol") && u->ut_time == 1700000000);
	setutent();
	CHECK_EQ(getutline_r(&uk, &ubuf, &res), 0);
	CHECK(res == &ubuf && ubuf.ut_pid == 555);
	CHECK_EQ(getutline_r(&uk, &ubuf, &res), -1);
	CHECK(res == NULL);
	setutent();
	uk.ut_type = INIT_PROCESS;
	memcpy(uk.ut_id, "p9", 3);
	CHECK_EQ(getutid_r(&uk, &ubuf, &res), 0);
	CHECK(res == &ubuf && ubuf.ut_pid == 555);
	setutent();
	u = getutid(&uk);
	CHECK(u && u->ut_pid == 555);
	struct utmp up = *u;
	up.ut_type = DEAD_PROCESS;
	CHECK(pututline(&up) != NULL);
	CHECK_EQ(size_of(DB), 5 * SZ);
	struct utmpx ux;
	getutmpx(&up, &ux);
	CHECK(ux.ut_type == DEAD_PROCESS && ux.ut_pid == 555 && !strcmp(ux.ut_user, "carol"));
	memset(&ubuf, 0, sizeof ubuf);
	getutmp(&ux, &ubuf);
	CHECK(memcmp(&ubuf, &up, sizeof up) == 0);
	endutent();

	/* updwtmpx appends to an existing file only */
	unlink(WT);
	errno = 0;
	updwtmpx(WT, &a);
	CHECK_EQ(errno, ENOENT);
	CHECK_EQ(size_of(WT), -1);
	make_empty(WT);
	updwtmpx(WT, &a);
	updwtmp(WT, (struct utmp *)&b);
	CHECK_EQ(size_of(WT), 2 * SZ);
	append_junk(WT);
	updwtmpx(WT, &c);
	CHECK_EQ(size_of(WT), 3 * SZ);
	CHECK_EQ(utmpxname(WT), 0);
	setutxent();
	CHECK((p = getutxent()) && p->ut_pid == 99);
	CHECK((p = getutxent()) && p->ut_pid == 11);
	CHECK((p = getutxent()) && p->ut_type == BOOT_TIME);
	CHECK(getutxent() == NULL);
	endutxent();

	/* a writer waits for another process's lock on the file */
	int go[2];
	CHECK_EQ(pipe(go), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		struct flock l = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
		int fd = open(WT, O_RDWR);
		if (fd < 0 || fcntl(fd, F_SETLK, &l))
			_exit(1);
		if (write(go[1], "", 1) != 1)
			_exit(2);
		usleep(300000);
		_exit(0);
	}
	char ch;
	CHECK_EQ(read(go[0], &ch, 1), 1);
	long long t0 = t_now_ms();
	updwtmpx(WT, &a);
	CHECK_GE(t_now_ms() - t0, 200);
	CHECK_EQ(size_of(WT), 4 * SZ);
	CHECK_CHILD_OK(pid);
	close(go[0]);
	close(go[1]);

	CHECK_EQ(count_fds(), fds0);
	return 0;
}
