/* Helper for the ipc_ and mq_ tests: t_ipc_guard() forks; the child runs
   the test and registers every System V object and queue name it makes;
   the parent waits and removes them all, even when a CHECK failed (which
   _exits), then exits with the child's status.  Kernel IPC objects outlive
   processes, so a failing test must not leak them. */
#ifndef WEFT_TEST_IPC_CLEANUP_H
#define WEFT_TEST_IPC_CLEANUP_H

#include <mqueue.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

struct t_ipc_objs {
	int n;
	struct { char kind; int id; char name[260]; } o[32];
};
static struct t_ipc_objs *t_ipc_objs;

__attribute__((unused)) static void t_ipc_add(char kind, int id, const char *name)
{
	struct t_ipc_objs *t = t_ipc_objs;
	if (t->n == 32)
		return;
	t->o[t->n].kind = kind;
	t->o[t->n].id = id;
	if (name && strlen(name) < sizeof t->o[t->n].name)
		memcpy(t->o[t->n].name, name, strlen(name) + 1);
	t->n++;
}
/* These return their argument so they wrap the creating call. */
__attribute__((unused)) static int t_shm(int id) { if (id >= 0) t_ipc_add('m', id, 0); return id; }
__attribute__((unused)) static int t_sem(int id) { if (id >= 0) t_ipc_add('s', id, 0); return id; }
__attribute__((unused)) static int t_msq(int id) { if (id >= 0) t_ipc_add('q', id, 0); return id; }
__attribute__((unused)) static void t_mq_name(const char *name) { t_ipc_add('p', -1, name); }

static void t_ipc_guard(void)
{
	int st, i;
	pid_t pid;

	t_ipc_objs = mmap(0, sizeof *t_ipc_objs, PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	CHECK(t_ipc_objs != MAP_FAILED);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		return;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	for (i = 0; i < t_ipc_objs->n; i++) {
		switch (t_ipc_objs->o[i].kind) {
		case 'm': shmctl(t_ipc_objs->o[i].id, IPC_RMID, 0); break;
		case 's': semctl(t_ipc_objs->o[i].id, 0, IPC_RMID); break;
		case 'q': msgctl(t_ipc_objs->o[i].id, IPC_RMID, 0); break;
		case 'p': mq_unlink(t_ipc_objs->o[i].name); break;
		}
	}
	if (WIFSIGNALED(st)) {
		signal(WTERMSIG(st), SIG_DFL);
		kill(getpid(), WTERMSIG(st));
	}
	_exit(WIFEXITED(st) ? WEXITSTATUS(st) : 1);
}

#endif
