/* Mail aliases from /etc/aliases: getaliasent walks the entries
   (comments, blank lines and entries without members skipped,
   continuation lines joined, members trimmed), setaliasent rewinds,
   getaliasbyname finds a name ignoring case; the _r forms fill the
   caller's buffer, ERANGE when it is too small (the walk then gives the
   same entry again), ENOENT at the end, a null result for no such name.
   The file is the test's own, on a tmpfs over /etc in private user and
   mount namespaces (nsswitch.conf says "files" there for glibc). */
#define _GNU_SOURCE
#include <aliases.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"
#include "private_etc.h"

static void members_are(const struct aliasent *a, const char *name, int n, const char *const *m)
{
	CHECK(a != 0);
	CHECK_STR(a->alias_name, name);
	CHECK_EQ(a->alias_members_len, n);
	for (int i = 0; i < n; i++)
		CHECK_STR(a->alias_members[i], m[i]);
	CHECK_EQ(a->alias_local, 1);
}

static const char *const root[] = { "root" }, *const pm[] = { "postmaster" };
static const char *const staff[] = { "alice", "bob", "carol", "dave", "erin", "frank" };
static const char *const prog[] = { "\"|/usr/bin/prog arg\"", "\"a b\"" };
static const char *const last[] = { "z" };

int main(void)
{
	struct aliasent r, *res, *a;
	char buf[512];

	private_etc();
	put("/etc/aliases", "# the usual\n"
	                    "postmaster: root\n"
	                    "Mailer-Daemon: postmaster\n"
	                    "\n"
	                    "staff: alice, bob,carol,  dave\n"
	                    "  erin,\n"
	                    "\tfrank\n"
	                    "no colon here\n"
	                    "prog: \"|/usr/bin/prog arg\", \"a b\"\n"
	                    "empty:\n"
	                    "last: z");

	setaliasent();
	members_are(getaliasent(), "postmaster", 1, root);
	members_are(getaliasent(), "Mailer-Daemon", 1, pm);
	members_are(getaliasent(), "staff", 6, staff);
	members_are(getaliasent(), "prog", 2, prog);
	members_are(getaliasent(), "last", 1, last);
	CHECK(!getaliasent());
	setaliasent();
	members_are(getaliasent(), "postmaster", 1, root);
	endaliasent();

	members_are(getaliasbyname("staff"), "staff", 6, staff);
	members_are(getaliasbyname("POSTMASTER"), "postmaster", 1, root);
	members_are(getaliasbyname("mailer-daemon"), "Mailer-Daemon", 1, pm);
	CHECK(!getaliasbyname("nobody-here"));
	CHECK(!getaliasbyname("empty"));

	res = &r;
	CHECK_EQ(getaliasbyname_r("staff", &r, buf, 10, &res), ERANGE);
	CHECK(!res);
	CHECK_EQ(getaliasbyname_r("staff", &r, buf, sizeof buf, &res), 0);
	CHECK(res == &r);
	members_are(res, "staff", 6, staff);
	CHECK(r.alias_name >= buf && r.alias_name < buf + sizeof buf);
	res = &r;
	CHECK_EQ(getaliasbyname_r("nobody-here", &r, buf, sizeof buf, &res), 0);
	CHECK(!res);

	setaliasent();
	CHECK_EQ(getaliasent_r(&r, buf, 10, &res), ERANGE);
	CHECK(!res);
	CHECK_EQ(getaliasent_r(&r, buf, sizeof buf, &res), 0);
	members_are(res, "postmaster", 1, root);
	int n = 0, e;
	while (!(e = getaliasent_r(&r, buf, sizeof buf, &res)))
		n++;
	CHECK_EQ(e, ENOENT);
	CHECK(!res);
	CHECK_EQ(n, 4);
	a = getaliasbyname("last");
	members_are(a, "last", 1, last);
	endaliasent();
	return 0;
}
