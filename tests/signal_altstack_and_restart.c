/* SA_ONSTACK handlers run on the sigaltstack; SA_RESTART makes a read
   interrupted by a handler resume, without it read fails with EINTR;
   SA_NODEFER lets a handler be re-entered by its own signal. */
#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include "check.h"

static char alt[65536];
static volatile uintptr_t handler_sp;
static volatile sig_atomic_t depth, max_depth, hits;

static void on_alt(int s)
{
	char here;
	(void)s;
	handler_sp = (uintptr_t)&here;
}

static void nest(int s)
{
	depth++;
	if (depth > max_depth)
		max_depth = depth;
	if (depth < 3)
		raise(s);
	depth--;
}

static void tick(int s) { (void)s; hits++; }

/* read from a pipe that a child writes to after sending us SIGUSR1 */
static int read_interrupted(int flags, char *out)
{
	struct sigaction sa = { 0 };
	int fds[2], st;
	pid_t p;
	ssize_t r;

	sa.sa_handler = tick;
	sa.sa_flags = flags;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(pipe(fds), 0);
	p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		struct timespec ts = { 0, 100 * 1000 * 1000 };
		close(fds[0]);
		syscall(SYS_nanosleep, &ts, 0);
		kill(getppid(), SIGUSR1);
		syscall(SYS_nanosleep, &ts, 0);
		write(fds[1], "x", 1);
		_exit(0);
	}
	close(fds[1]);
	hits = 0;
	r = read(fds[0], out, 1);
	int e = errno;
	CHECK_EQ(waitpid(p, &st, 0), p);
	close(fds[0]);
	CHECK_EQ(hits, 1);
	errno = e;
	return (int)r;
}

int main(void)
{
	stack_t ss = { .ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0 }, old;
	struct sigaction sa = { 0 };
	char c = 0;

	CHECK_EQ(sigaltstack(&ss, 0), 0);
	CHECK_EQ(sigaltstack(0, &old), 0);
	CHECK(old.ss_sp == alt && old.ss_size == sizeof alt);
	sa.sa_handler = on_alt;
	sa.sa_flags = SA_ONSTACK;
	CHECK_EQ(sigaction(SIGUSR2, &sa, 0), 0);
	raise(SIGUSR2);
	CHECK(handler_sp > (uintptr_t)alt && handler_sp < (uintptr_t)alt + sizeof alt);
	stack_t small = { .ss_sp = alt, .ss_size = 100 };
	CHECK_ERR(sigaltstack(&small, 0), ENOMEM);

	sa.sa_handler = nest;
	sa.sa_flags = SA_NODEFER;
	CHECK_EQ(sigaction(SIGUSR2, &sa, 0), 0);
	raise(SIGUSR2);
	CHECK_EQ(max_depth, 3);

	CHECK_EQ(read_interrupted(SA_RESTART, &c), 1);
	CHECK_EQ(c, 'x');
	CHECK_EQ(read_interrupted(0, &c), -1);
	CHECK_EQ(errno, EINTR);
	return 0;
}
