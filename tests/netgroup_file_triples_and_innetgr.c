/* Netgroups from /etc/netgroup: setnetgrent finds a group (0 for an
   unknown one), getnetgrent and getnetgrent_r give its triples with
   nested groups expanded (empty fields null, a loop followed once,
   continuation lines joined, ERANGE for a small buffer), innetgr
   matches with null arguments and empty fields as wildcards.  The file
   is the test's own, on a tmpfs over /etc in private user and mount
   namespaces (nsswitch.conf says "files" there for glibc). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"
#include "private_etc.h"

static void next_is(const char *h, const char *u, const char *d)
{
	char *host, *user, *domain;

	CHECK_EQ(getnetgrent(&host, &user, &domain), 1);
	if (h)
		CHECK_STR(host, h);
	else
		CHECK(!host);
	if (u)
		CHECK_STR(user, u);
	else
		CHECK(!user);
	if (d)
		CHECK_STR(domain, d);
	else
		CHECK(!domain);
}

int main(void)
{
	char *host, *user, *domain, buf[64];

	private_etc();
	put("/etc/netgroup", "# trusted machines\n"
	                     "admins (alpha,root,example.org) (beta,,) # two\n"
	                     "users ( gamma , bob , ) \\\n"
	                     "      (delta,alice,example.org)\n"
	                     "all admins users (,carol,)\n"
	                     "loop1 (l1,x,) loop2\n"
	                     "loop2 (l2,y,) loop1\n");

	CHECK_EQ(setnetgrent("no-such-group"), 0);
	CHECK_EQ(getnetgrent(&host, &user, &domain), 0);
	endnetgrent();

	CHECK_EQ(setnetgrent("admins"), 1);
	next_is("alpha", "root", "example.org");
	next_is("beta", 0, 0);
	CHECK_EQ(getnetgrent(&host, &user, &domain), 0);
	endnetgrent();

	/* continuation lines, blanks inside the triple */
	CHECK_EQ(setnetgrent("users"), 1);
	next_is("gamma", "bob", 0);
	next_is("delta", "alice", "example.org");
	CHECK_EQ(getnetgrent(&host, &user, &domain), 0);
	endnetgrent();

	/* nested groups: every triple once, whatever the order */
	int seen = 0, n = 0;
	CHECK_EQ(setnetgrent("all"), 1);
	while (getnetgrent(&host, &user, &domain) == 1) {
		n++;
		if (host && !strcmp(host, "alpha"))
			seen |= 1;
		if (host && !strcmp(host, "delta"))
			seen |= 2;
		if (!host && user && !strcmp(user, "carol"))
			seen |= 4;
	}
	CHECK_EQ(n, 5);
	CHECK_EQ(seen, 7);
	endnetgrent();

	/* a loop ends */
	n = 0;
	CHECK_EQ(setnetgrent("loop1"), 1);
	while (getnetgrent(&host, &user, &domain) == 1)
		n++;
	CHECK_EQ(n, 2);
	endnetgrent();

	/* into the caller's buffer */
	CHECK_EQ(setnetgrent("admins"), 1);
	errno = 0;
	CHECK_EQ(getnetgrent_r(&host, &user, &domain, buf, 4), 0);
	CHECK_EQ(errno, ERANGE);
	CHECK_EQ(getnetgrent_r(&host, &user, &domain, buf, sizeof buf), 1);
	CHECK_STR(host, "alpha");
	CHECK_STR(user, "root");
	CHECK_STR(domain, "example.org");
	CHECK(host >= buf && host < buf + sizeof buf);
	CHECK_EQ(getnetgrent_r(&host, &user, &domain, buf, sizeof buf), 1);
	CHECK_STR(host, "beta");
	CHECK(!user);
	CHECK_EQ(getnetgrent_r(&host, &user, &domain, buf, sizeof buf), 0);

	/* innetgr, which leaves the walk alone */
	CHECK_EQ(setnetgrent("users"), 1);
	CHECK_EQ(innetgr("admins", "alpha", "root", "example.org"), 1);
	CHECK_EQ(innetgr("admins", "alpha", 0, 0), 1);
	CHECK_EQ(innetgr("admins", "alpha", "bob", 0), 0);
	CHECK_EQ(innetgr("admins", "beta", "anyone", "any.domain"), 1);
	CHECK_EQ(innetgr("admins", "gamma", 0, 0), 0);
	CHECK_EQ(innetgr("all", "gamma", "bob", "x"), 1);
	CHECK_EQ(innetgr("all", "anyhost", "carol", 0), 1);
	CHECK_EQ(innetgr("all", "anyhost", "dave", 0), 0);
	CHECK_EQ(innetgr("loop2", "l1", "x", 0), 1);
	CHECK_EQ(innetgr("no-such-group", 0, 0, 0), 0);
	next_is("gamma", "bob", 0);
	endnetgrent();
	return 0;
}
