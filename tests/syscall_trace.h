/* Test helper: run this program again with its system calls logged, for
   the tests that count the calls an operation makes.

   t_trace_self(arg, calls, file) runs the test's own program as
   "PROG arg" (its main sees argv[1] == arg) and writes to file one line
   per system call named in calls (comma-separated, as strace's
   -e trace= takes them), each holding the call's name followed by "("
   and its arguments; it returns the run's exit status.  The program is
   found through /proc/self/exe, which qemu-user makes name the guest
   program, not the emulator.

   Natively the log comes from strace -f (the test skips when strace is
   missing or not permitted).  Under qemu-user strace would see the
   emulator's calls, so the log comes from the emulator's own record of
   the guest's calls (qemu -strace, written to a file with -D): lines
   "PID name(args) = result".  There every call is recorded, and a call
   that blocks prints its name and arguments at once but its result only
   when it returns, so another thread's line can be glued to it; those
   lines are split apart, and the log is narrowed to the calls asked
   for, so that it reads like strace's. */
#ifndef WEFT_TEST_SYSCALL_TRACE_H
#define WEFT_TEST_SYSCALL_TRACE_H

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

__attribute__((unused)) static int t_trace_self(const char *arg, const char *calls, const char *file)
{
	char self[512], cmd[2048], alt[256];
	const char *run = getenv("WEFT_RUN");
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	size_t i;
	int len;

	CHECK(n > 0);
	self[n] = 0;
	if (!t_under_qemu()) {
		if (t_sh("command -v strace >/dev/null && strace -o /dev/null true 2>/dev/null"))
			t_skip("strace missing or not permitted");
		len = snprintf(cmd, sizeof cmd, "strace -f -qq -e trace=%s -o '%s' '%s' %s",
			       calls, file, self, arg);
	} else {
		/* calls as an extended regular expression: a|b|c */
		CHECK(strlen(calls) < sizeof alt);
		for (i = 0; calls[i]; i++)
			alt[i] = calls[i] == ',' ? '|' : calls[i];
		alt[i] = 0;
		len = snprintf(cmd, sizeof cmd,
			       "st=0; %s -strace -D '%s.qemu' '%s' %s || st=$?; "
			       "test -f '%s.qemu' || exit 125; "
			       "sed -E 's/\\)([0-9]+ [a-z_0-9]+\\()/)\\n\\1/g' '%s.qemu' | "
			       "grep -E '^[0-9]+ (%s)\\(' > '%s'; exit $st",
			       run, file, self, arg, file, file, alt, file);
	}
	if (len < 0 || (size_t)len >= sizeof cmd)
		t_fail(__FILE__, __LINE__, "t_trace_self: command too long");
	return t_sh(cmd);
}

#endif
