/*
 * qemu_clone_mask.c: why setid_thread_churn hangs under qemu-user 7.2.
 * Not a test (run.sh builds only the tests/ directory's own C files);
 * it uses glibc (any libc with clone(3) builds it), not weft:
 *
 *   aarch64-linux-gnu-gcc -static -O2 -pthread -o cm tests/tools/qemu_clone_mask.c
 *   qemu-aarch64 ./cm        # threads born with every host signal blocked
 *   cc -O2 -pthread -o cm tests/tools/qemu_clone_mask.c && ./cm    # none
 *
 * Two threads each make bare threads with clone(2) (no signal mask
 * calls: the child inherits its creator's mask, which is empty, as weft's
 * pthread_create does when no mask attribute asks otherwise) while the
 * main thread keeps sending them a signal whose handler does nothing.
 * Each child reads its blocked set as the kernel holds it (SigBlk in
 * /proc/thread-self/status: under qemu-user, the emulator's host thread),
 * then sends itself SIGUSR2, which it does not block, and sleeps in a
 * futex for up to a second: by then the handler must have run.
 *
 * On Linux every child's SigBlk is empty and its SIGUSR2 runs at once.
 * Under qemu-user 7.2, a child made while its creator had just taken a
 * host signal in qemu's own code (its clone emulation, which can wait for
 * another thread's clone) starts with the host mask qemu's signal handler
 * leaves behind (all but SIGSEGV and SIGBUS blocked until that thread
 * next processes guest signals), because qemu's clone copies the
 * creator's current host mask into the new host thread.  The guest's
 * mask is empty, yet no signal reaches that child until it calls
 * sigprocmask or the like: its SIGUSR2 stays pending and the futex wait
 * times out.  A set*id broadcast that signals such a thread while it
 * waits for a lock waits for ever.  glibc's pthread_create happens to
 * hide this: it blocks every signal around clone and the child restores
 * its mask, which makes qemu reload the host mask.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define CREATORS 2
#define CHILDREN 500   /* per creator */
#define STACK (64 * 1024)

static volatile int done, got_usr2[CREATORS];
static int host_blocked, not_delivered;
static unsigned long long first_mask;

struct kid {
	int who;
	volatile int ctid;
	char *stack;
};

static void nothing(int sig)
{
	(void)sig;
}

static void on_usr2(int sig)
{
	long tid = syscall(SYS_gettid);
	(void)sig;
	/* Which creator's child: its tid was stored before the signal. */
	for (int i = 0; i < CREATORS; i++)
		if (got_usr2[i] == -tid)
			got_usr2[i] = 1;
}

/* The child: bare system calls only (it shares its creator's TLS). */
static unsigned long long host_sigblk(void)
{
	char buf[4096], *p;
	long fd = syscall(SYS_openat, AT_FDCWD, "/proc/thread-self/status", O_RDONLY), n;
	unsigned long long m = 0;

	if (fd < 0)
		return 0;
	n = syscall(SYS_read, fd, buf, sizeof buf - 1);
	syscall(SYS_close, fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	if (!(p = strstr(buf, "SigBlk:")))
		return 0;
	for (p += 7; *p == '\t' || *p == ' '; p++)
		;
	for (; (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'); p++)
		m = m * 16 + (unsigned)(*p <= '9' ? *p - '0' : *p - 'a' + 10);
	return m;
}

static int child(void *arg)
{
	struct kid *k = arg;
	unsigned long long host = host_sigblk();
	struct timespec sec = { 1, 0 };
	static int word;
	long tid = syscall(SYS_gettid);

	if (host) {
		if (!__atomic_fetch_add(&host_blocked, 1, __ATOMIC_RELAXED))
			first_mask = host;
		got_usr2[k->who] = (int)-tid;
		syscall(SYS_tkill, tid, SIGUSR2);
		if (got_usr2[k->who] != 1)
			syscall(SYS_futex, &word, FUTEX_WAIT, 0, &sec, 0, 0);
		if (got_usr2[k->who] != 1)
			__atomic_fetch_add(&not_delivered, 1, __ATOMIC_RELAXED);
	}
	return 0;
}

static void *creator(void *arg)
{
	struct kid k = { .who = (int)(long)arg };
	int flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
		    CLONE_SYSVSEM | CLONE_CHILD_CLEARTID | CLONE_CHILD_SETTID;

	k.stack = mmap(0, STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (k.stack == MAP_FAILED)
		exit(2);
	for (int i = 0; i < CHILDREN; i++) {
		k.ctid = 1;
		if (clone(child, k.stack + STACK, flags, &k, 0, 0, &k.ctid) < 0) {
			perror("clone");
			exit(2);
		}
		/* The kernel (or qemu) zeroes ctid and wakes us when it exits. */
		int t;
		while ((t = k.ctid))
			syscall(SYS_futex, &k.ctid, FUTEX_WAIT, t, 0, 0, 0);
	}
	__atomic_fetch_add(&done, 1, __ATOMIC_RELAXED);
	return 0;
}

int main(void)
{
	pthread_t c[CREATORS];

	signal(SIGUSR1, nothing);
	signal(SIGUSR2, on_usr2);
	for (long i = 0; i < CREATORS; i++)
		if (pthread_create(&c[i], 0, creator, (void *)i))
			return 2;
	while (done < CREATORS)
		for (int i = 0; i < CREATORS; i++)
			pthread_kill(c[i], SIGUSR1);
	for (int i = 0; i < CREATORS; i++)
		pthread_join(c[i], 0);
	printf("%d of %d bare threads started with the host mask %#llx "
	       "(their own: empty); %d of them did not get SIGUSR2 in 1 s\n",
	       host_blocked, CREATORS * CHILDREN, first_mask, not_delivered);
	return host_blocked != 0;
}
