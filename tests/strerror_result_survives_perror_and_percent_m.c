/* POSIX: the library behaves as if none of its functions called strerror
   or strsignal.  So the text strerror (or strsignal) gave the application
   for an unknown number stays intact across perror, printf's %m, warn and
   psignal, which format other unknown numbers themselves (gnulib's
   test-perror2 checks this). */
#define _GNU_SOURCE
#include <err.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char copy[64], sig_copy[64], out[64];
	const char *msg, *sig_msg;
	int null = open("/dev/null", O_WRONLY);

	CHECK(null >= 0);
	CHECK_EQ(dup2(null, 2), 2);

	msg = strerror(1729576);
	CHECK(strlen(msg) < sizeof copy);
	strcpy(copy, msg);
	sig_msg = strsignal(200);
	CHECK(strlen(sig_msg) < sizeof sig_copy);
	strcpy(sig_copy, sig_msg);

	errno = -5;
	perror("x");
	CHECK_STR(msg, copy);

	errno = -6;
	CHECK(snprintf(out, sizeof out, "%m") > 0);
	CHECK_STR(out, "Unknown error -6");
	CHECK_STR(msg, copy);

	errno = 99999;
	warn("y");
	CHECK_STR(msg, copy);

	psignal(201, "z");
	CHECK_STR(sig_msg, sig_copy);
	return 0;
}
