/* strsignal gives glibc's texts: the names of signals 1..31, "Real-time
   signal N" for 34..64 (numbered from SIGRTMIN, which is 34 as in glibc)
   and "Unknown signal N" otherwise. */
#include <signal.h>
#include <string.h>
#include "check.h"

static const char *const texts[] = {
	/* 1 */ "Hangup",
	/* 2 */ "Interrupt",
	/* 3 */ "Quit",
	/* 4 */ "Illegal instruction",
	/* 5 */ "Trace/breakpoint trap",
	/* 6 */ "Aborted",
	/* 7 */ "Bus error",
	/* 8 */ "Floating point exception",
	/* 9 */ "Killed",
	/* 10 */ "User defined signal 1",
	/* 11 */ "Segmentation fault",
	/* 12 */ "User defined signal 2",
	/* 13 */ "Broken pipe",
	/* 14 */ "Alarm clock",
	/* 15 */ "Terminated",
	/* 16 */ "Stack fault",
	/* 17 */ "Child exited",
	/* 18 */ "Continued",
	/* 19 */ "Stopped (signal)",
	/* 20 */ "Stopped",
	/* 21 */ "Stopped (tty input)",
	/* 22 */ "Stopped (tty output)",
	/* 23 */ "Urgent I/O condition",
	/* 24 */ "CPU time limit exceeded",
	/* 25 */ "File size limit exceeded",
	/* 26 */ "Virtual timer expired",
	/* 27 */ "Profiling timer expired",
	/* 28 */ "Window changed",
	/* 29 */ "I/O possible",
	/* 30 */ "Power failure",
	/* 31 */ "Bad system call",
};

int main(void)
{
	char want[40];

	for (int s = 1; s <= 31; s++)
		CHECK_STR(strsignal(s), texts[s - 1]);
	CHECK_STR(strsignal(SIGSEGV), "Segmentation fault");
	CHECK_STR(strsignal(SIGABRT), "Aborted");
	CHECK_STR(strsignal(0), "Unknown signal 0");
	CHECK_STR(strsignal(32), "Unknown signal 32");
	CHECK_STR(strsignal(33), "Unknown signal 33");
	CHECK_STR(strsignal(34), "Real-time signal 0");
	CHECK_STR(strsignal(37), "Real-time signal 3");
	CHECK_STR(strsignal(64), "Real-time signal 30");
	CHECK_STR(strsignal(65), "Unknown signal 65");
	CHECK_STR(strsignal(99), "Unknown signal 99");
	CHECK_STR(strsignal(-3), "Unknown signal -3");
	for (int s = 34; s <= 64; s++) {
		int n = s - 34;
		memcpy(want, "Real-time signal ", 17);
		if (n >= 10) {
			want[17] = '0' + n / 10;
			want[18] = '0' + n % 10;
			want[19] = 0;
		} else {
			want[17] = '0' + n;
			want[18] = 0;
		}
		CHECK_STR(strsignal(s), want);
	}
	return 0;
}
