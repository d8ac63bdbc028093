/* A child that asked to be traced stops; the parent reads a variable of
   its memory with PTRACE_PEEKDATA (the word is the return value; a word
   of -1 comes with errno 0), writes it with PTRACE_POKEDATA, lets it go
   on with PTRACE_CONT, and the child exits with what it found. */
#include <errno.h>
#include <stddef.h>
#include <signal.h>
#include <elf.h>
#include <string.h>
#include <sys/procfs.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static volatile long value = 0x1234567;
static volatile long minus_one = -1;

int main(void)
{
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (ptrace(PTRACE_TRACEME, 0, 0, 0) != 0)
			_exit(errno == ENOSYS || errno == EIO || errno == EPERM ? 77 : 1);
		raise(SIGSTOP);
		_exit(value == 0x7654321 ? 0 : 2);
	}
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 77)
		t_skip(t_under_qemu() ? "no ptrace under qemu-user" : "ptrace is not allowed here");
	CHECK(WIFSTOPPED(st));
	CHECK_EQ(WSTOPSIG(st), SIGSTOP);

	errno = EINVAL;
	CHECK_EQ(ptrace(PTRACE_PEEKDATA, pid, (void *)&value, 0), 0x1234567);
	CHECK_EQ(errno, 0);
	errno = EINVAL;
	CHECK_EQ(ptrace(PTRACE_PEEKTEXT, pid, (void *)&minus_one, 0), -1);
	CHECK_EQ(errno, 0);
	/* an unmapped address: -1 with the error */
	errno = 0;
	CHECK_EQ(ptrace(PTRACE_PEEKDATA, pid, (void *)8, 0), -1);
	CHECK(errno == EIO || errno == EFAULT);

	/* the registers fill struct user_regs_struct exactly */
	struct user_regs_struct regs;
	struct iovec iov = { &regs, sizeof regs };
	memset(&regs, 0, sizeof regs);
	CHECK_EQ(ptrace(PTRACE_GETREGSET, pid, (void *)NT_PRSTATUS, &iov), 0);
	CHECK_EQ(iov.iov_len, sizeof regs);
	CHECK_EQ(sizeof(elf_gregset_t), sizeof regs);
#ifdef __x86_64__
	struct user_regs_struct regs2;
	CHECK_EQ(ptrace(PTRACE_GETREGS, pid, 0, &regs2), 0);
	CHECK(regs2.rip == regs.rip && regs2.rsp == regs.rsp && regs.rip);
	/* PEEKUSER reads struct user at offsets */
	errno = EINVAL;
	CHECK_EQ(ptrace(PTRACE_PEEKUSER, pid, (void *)offsetof(struct user, regs.rsp), 0), (long)regs.rsp);
	CHECK_EQ(errno, 0);
#endif

	CHECK_EQ(ptrace(PTRACE_POKEDATA, pid, (void *)&value, (void *)0x7654321L), 0);
	CHECK_EQ(ptrace(PTRACE_PEEKDATA, pid, (void *)&value, 0), 0x7654321);
	CHECK_EQ(value, 0x1234567);	/* ours is a copy */
	CHECK_EQ(ptrace(PTRACE_SETOPTIONS, pid, 0, (void *)(long)PTRACE_O_EXITKILL), 0);
	CHECK_EQ(ptrace(PTRACE_CONT, pid, 0, 0), 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);

	/* not our tracee (it is gone) */
	CHECK_ERR(ptrace(PTRACE_CONT, pid, 0, 0), ESRCH);
	CHECK_ERR(ptrace(PTRACE_PEEKDATA, getppid(), (void *)&value, 0), ESRCH);
	return 0;
}
