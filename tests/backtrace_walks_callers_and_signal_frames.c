/* backtrace returns the return addresses of the calling functions, in
   order, also from a thread and from a signal handler (through the
   signal frame to the function that faulted); backtrace_symbols and
   backtrace_symbols_fd give one line per address, naming it.  Built with
   unwind tables, which riscv64's gcc 12 leaves out by default. */
// test: cflags -fasynchronous-unwind-tables
#define _GNU_SOURCE
#include <execinfo.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static void *got[64];
void faulting(void);
static void (*faulting_fn(void))(void) { return faulting; }
static int ngot;

int main(void);

/* Whether address a is inside function f (the level functions are
   short; main is given more room). */
static int in(void *a, void (*f)(void))
{
	uintptr_t x = (uintptr_t)a, s = (uintptr_t)f;
	return x >= s && x - s < (f == (void (*)(void))main ? 4096u : 256u);
}

__attribute__((noinline)) void level3(void)
{
	ngot = backtrace(got, 64);
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void level2(void)
{
	level3();
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void level1(void)
{
	level2();
	__asm__ volatile("" ::: "memory");
}

static void *thread(void *arg)
{
	(void)arg;
	level1();
	return 0;
}

static volatile int *bad;

/* In the child: exits 0 if the frames hold the faulting function (its
   faulting instruction) followed by main, 2 or 3 if not. */
static void on_segv(int sig)
{
	void *f[64];
	int n = backtrace(f, 64), i;

	(void)sig;
	for (i = 0; i < n && !in(f[i], faulting_fn()); i++)
		;
	if (i == n)
		_exit(2);
	while (++i < n && !in(f[i], (void (*)(void))main))
		;
	_exit(i < n ? 0 : 3);
}

__attribute__((noinline)) void faulting(void)
{
	*bad = 1;
	__asm__ volatile("" ::: "memory");
}

int main(void)
{
	void *one[1];
	char **s;
	int p[2], st;
	pthread_t t;
	pid_t pid;
	char buf[4096];
	ssize_t n;

	CHECK_EQ(backtrace(one, 0), 0);
	CHECK_EQ(backtrace(one, 1), 1);

	level1();
	CHECK_GE(ngot, 4);
	CHECK(in(got[0], level3) && in(got[1], level2) && in(got[2], level1) &&
	      in(got[3], (void (*)(void))main));

	s = backtrace_symbols(got, ngot);
	CHECK(s != 0);
	for (int i = 0; i < ngot; i++) {
		char want[32];
		snprintf(want, sizeof want, "[%p]", got[i]);
		CHECK(strstr(s[i], want) != 0);
	}
#ifndef __GLIBC__
	/* weft names the functions from the program's symbol table. */
	CHECK(strstr(s[0], "(level3+0x") && strstr(s[1], "(level2+0x") &&
	      strstr(s[2], "(level1+0x") && strstr(s[3], "(main+0x"));
#endif
	free(s);

	CHECK_EQ(pipe(p), 0);
	backtrace_symbols_fd(got, 3, p[1]);
	close(p[1]);
	n = read(p[0], buf, sizeof buf - 1);
	CHECK_GT(n, 0);
	buf[n] = 0;
	{
		int lines = 0;
		for (char *c = buf; *c; c++)
			lines += *c == '\n';
		CHECK_EQ(lines, 3);
	}
	close(p[0]);

	/* From a thread: the start routine's callees, in order. */
	ngot = 0;
	CHECK_EQ(pthread_create(&t, 0, thread, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_GE(ngot, 3);
	CHECK(in(got[0], level3) && in(got[1], level2) && in(got[2], level1));

	/* From a SIGSEGV handler: the handler, then the signal frame, then the
	   function that faulted and its caller. */
	pid = fork();
	CHECK(pid >= 0);
	if (!pid) {
		signal(SIGSEGV, on_segv);
		faulting();
		_exit(1);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
