/* clone(): the child runs fn(arg) on the stack given and exits with its
   return value; a CLONE_VM|CLONE_VFORK child writes the parent's memory
   before clone returns; a fork-like child (SIGCHLD only) is reaped with
   waitpid and its status; CLONE_PARENT_SETTID and CLONE_CHILD_SETTID
   store the child's tid; CLONE_CHILD_CLEARTID clears it at exit; a null
   fn or stack is EINVAL.  The children call nothing that may touch the
   C library's per-thread state (errno, locks), as the manual requires. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static char stack[256 * 1024] __attribute__((aligned(16)));
#define TOP (stack + sizeof stack)

static volatile int shared;
static volatile pid_t ptid, ctid;

static int write_shared(void *arg)
{
	shared = *(int *)arg;
	return 0;
}

static int exit_with(void *arg)
{
	return (int)(long)arg;
}

/* Without CLONE_VM this reads the child's own copy of ctid. */
static int check_own_tid(void *arg)
{
	(void)arg;
	pid_t me = (pid_t)syscall(SYS_gettid);
	if (ctid != me)
		return 3;
	return me == (pid_t)syscall(SYS_getpid) ? 7 : 4;
}

static int spin_a_little(void *arg)
{
	(void)arg;
	for (volatile int i = 0; i < 100000; i++)
		;
	return 0;
}

int main(void)
{
	int value = 1234, status;
	pid_t pid;

	/* Shared memory, parent suspended until the child has exited.
	   qemu-user makes a CLONE_VFORK child a fork child, with memory of
	   its own, and does the tid stores in the child: those checks need
	   a kernel. */
	int vm = !t_under_qemu();
	pid = clone(write_shared, TOP, CLONE_VM | CLONE_VFORK | SIGCHLD, &value);
	CHECK_GT(pid, 0);
	CHECK_EQ(shared, vm ? 1234 : 0);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	CHECK_EQ(WEXITSTATUS(status), 0);

	/* Fork-like: the exit status is fn's return value. */
	pid = clone(exit_with, TOP, SIGCHLD, (void *)42L);
	CHECK_GT(pid, 0);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	CHECK_EQ(WEXITSTATUS(status), 42);

	/* Parent and child tid stores. */
	ptid = 0;
	ctid = 0;
	pid = clone(check_own_tid, TOP, SIGCHLD | CLONE_PARENT_SETTID | CLONE_CHILD_SETTID,
		    0, (pid_t *)&ptid, (void *)0, (pid_t *)&ctid);
	CHECK_GT(pid, 0);
	/* qemu-user stores it in the fork child's memory only. */
	CHECK_EQ(ptid, vm ? pid : 0);
	CHECK_EQ(ctid, 0);	/* set in the child's copy, not here */
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	CHECK_EQ(WEXITSTATUS(status), 7);

	/* Shared memory: the child's store is seen here, and CLEARTID
	   zeroes it when the child exits. */
	ctid = 0;
	pid = clone(spin_a_little, TOP, CLONE_VM | CLONE_VFORK | SIGCHLD | CLONE_CHILD_SETTID,
		    0, (pid_t *)0, (void *)0, (pid_t *)&ctid);
	CHECK_GT(pid, 0);
	CHECK_EQ(ctid, vm ? pid : 0);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	ctid = -1;
	pid = clone(spin_a_little, TOP, CLONE_VM | CLONE_VFORK | SIGCHLD | CLONE_CHILD_CLEARTID,
		    0, (pid_t *)0, (void *)0, (pid_t *)&ctid);
	CHECK_GT(pid, 0);
	CHECK_EQ(ctid, vm ? 0 : -1);
	CHECK_EQ(waitpid(pid, &status, 0), pid);

	/* Bad arguments. */
	CHECK_ERR(clone(0, TOP, SIGCHLD, 0), EINVAL);
	CHECK_ERR(clone(exit_with, 0, SIGCHLD, 0), EINVAL);
	/* The kernel's own check: CLONE_SIGHAND needs CLONE_VM. */
	CHECK_ERR(clone(exit_with, TOP, CLONE_SIGHAND | SIGCHLD, 0), EINVAL);
	CHECK_EQ(waitpid(-1, &status, WNOHANG), -1);
	CHECK_EQ(errno, ECHILD);
	return 0;
}
