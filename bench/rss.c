/* Memory per idle thread: VmRSS of the process with 1000 threads blocked
   in read(2) on a pipe, minus VmRSS before creating them, divided by 1000.
   Printed as "rss_idle_thread bytes-per-thread". */
#include <fcntl.h>
#include "tbench.h"

#define N 1000

static int fds[2], blocked;

static void *idle(void *arg)
{
	char c;

	__atomic_fetch_add(&blocked, 1, __ATOMIC_RELEASE);
	while (read(fds[0], &c, 1) < 0)
		;
	return arg;
}

/* VmRSS from /proc/self/status, in bytes; -1 if not found. */
static long long vmrss(void)
{
	static char buf[4096];
	int fd = open("/proc/self/status", O_RDONLY);
	long long kb = -1;
	ssize_t n = 0, r;

	if (fd < 0)
		return -1;
	while (n < (ssize_t)sizeof buf - 1 && (r = read(fd, buf + n, sizeof buf - 1 - n)) > 0)
		n += r;
	close(fd);
	buf[n] = 0;
	for (char *p = buf; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : 0) {
		if (strncmp(p, "VmRSS:", 6) == 0) {
			p += 6;
			while (*p == ' ' || *p == '\t')
				p++;
			kb = 0;
			while (*p >= '0' && *p <= '9')
				kb = kb * 10 + (*p++ - '0');
			break;
		}
	}
	return kb < 0 ? -1 : kb * 1024;
}

int main(int argc, char **argv)
{
	static pthread_t t[N];
	static char bytes[N];
	long long before, after;

	tb_args(argc, argv);
	if (!tb_want("rss_idle_thread", 0))
		return tb_finish();
	if (pipe(fds))
		tb_die("bench: pipe failed");
	tb_threaded();
	before = vmrss();
	for (int i = 0; i < N; i++)
		if (pthread_create(&t[i], 0, idle, 0))
			tb_die("bench: pthread_create failed");
	tb_wait_flag(&blocked, N);
	/* the last ones have announced themselves but may not sit in read
	   yet; their stacks are touched already, which is what is counted */
	after = vmrss();
	if (write(fds[1], bytes, N) != N)
		tb_die("bench: write failed");
	for (int i = 0; i < N; i++)
		pthread_join(t[i], 0);
	if (before < 0 || after < 0)
		tb_die("bench: no VmRSS in /proc/self/status");
	if (!tb_count)
		b_report("rss_idle_thread", after - before, N);
	return tb_finish();
}
