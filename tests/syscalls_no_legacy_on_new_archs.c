/* aarch64 and riscv64 kernels have none of the legacy system calls
   (open, fork, dup2, pause, poll, stat, ...): their bits/syscall.h,
   generated from the kernel's asm-generic list, must define none, so the
   library can build there only if every use of one has its modern
   replacement (docs/syscalls.md).  .ci/run builds both archs; this checks
   the headers, and that x86_64's still has them (the check itself works). */
// test: weft-only
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

static const char *const legacy[] = {
	"open", "creat", "fork", "vfork", "dup2", "pause", "poll", "select",
	"stat", "lstat", "access", "pipe", "alarm", "time", "utime", "utimes",
	"futimesat", "link", "unlink", "mkdir", "rmdir", "rename", "readlink",
	"symlink", "chmod", "chown", "lchown", "mknod", "getdents", "getpgrp",
	"epoll_create", "epoll_wait", "inotify_init", "signalfd", "eventfd",
	"uselib", "ustat", "sysfs", "arch_prctl",
};

/* Whether arch's header defines SYS_name (grep's exit status 0). */
static int defines(const char *arch, const char *name)
{
	char cmd[512];
	snprintf(cmd, sizeof cmd, "grep -q '^#define SYS_%s ' \"$WEFT_ROOT/arch/%s/include/bits/syscall.h\"",
		 name, arch);
	return t_sh(cmd) == 0;
}

int main(void)
{
	static const char *const archs[] = { "aarch64", "riscv64" };
	CHECK(getenv("WEFT_ROOT"));
	for (size_t a = 0; a < sizeof archs / sizeof *archs; a++) {
		CHECK(defines(archs[a], "openat") && defines(archs[a], "clone") &&
		      defines(archs[a], "ppoll") && defines(archs[a], "dup3"));
		for (size_t i = 0; i < sizeof legacy / sizeof *legacy; i++)
			if (defines(archs[a], legacy[i])) {
				t_puts(2, archs[a]);
				t_puts(2, " defines SYS_");
				t_puts(2, legacy[i]);
				t_puts(2, "\n");
				CHECK(!"a legacy system call number on a new arch");
			}
	}
	CHECK(defines("x86_64", "open") && defines("x86_64", "fork") && defines("x86_64", "dup2"));
	return 0;
}
