#include <errno.h>
#include <stdarg.h>
#include <sys/ptrace.h>
#include "syscall.h"

long ptrace(enum __ptrace_request request, ...)
{
	va_list ap;

	/* callers pass only what the request uses: reading the rest of
	   the four is harmless in these ABIs, the values are ignored */
	va_start(ap, request);
	pid_t pid = va_arg(ap, pid_t);
	void *addr = va_arg(ap, void *);
	void *data = va_arg(ap, void *);
	va_end(ap);

	/* the system call stores a peeked word at data and returns 0;
	   the C interface returns the word */
	long word;
	int peek = request == PTRACE_PEEKTEXT || request == PTRACE_PEEKDATA ||
		   request == PTRACE_PEEKUSER;
	if (peek)
		data = &word;
	long r = __syscall(SYS_ptrace, request, pid, addr, data);
	if (r < 0)
		return __syscall_ret(r);
	if (peek) {
		errno = 0;
		return word;
	}
	return r;
}
