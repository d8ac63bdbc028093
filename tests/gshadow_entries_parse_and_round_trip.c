/* <gshadow.h>: sgetsgent splits name:password:admins:members into the
   two null-terminated lists (empty lists have no entry, missing fields
   are empty); the _r forms say ERANGE when the buffer is too small;
   fgetsgent reads a stream, skipping empty lines; putsgent writes lines
   that read back the same and refuses fields that would not; getsgent
   and getsgnam read /etc/gshadow (checked on a tmpfs on /etc in a mount
   namespace of the test's own, when it may make one). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <gshadow.h>
#include <sched.h>
#include <stdio.h>
#include <sys/mount.h>
#include <unistd.h>
#include "check.h"

static void check_wheel(const struct sgrp *g)
{
	CHECK_STR(g->sg_namp, "wheel");
	CHECK_STR(g->sg_passwd, "!");
	CHECK_STR(g->sg_adm[0], "root");
	CHECK(g->sg_adm[1] == 0);
	CHECK_STR(g->sg_mem[0], "alice");
	CHECK_STR(g->sg_mem[1], "bob");
	CHECK(g->sg_mem[2] == 0);
}

int main(void)
{
	struct sgrp *g, sg, *res;
	char buf[256];

	g = sgetsgent("wheel:!:root:alice,bob\n");
	CHECK(g);
	check_wheel(g);
	g = sgetsgent("empty:*::");
	CHECK(g);
	CHECK_STR(g->sg_namp, "empty");
	CHECK_STR(g->sg_passwd, "*");
	CHECK(g->sg_adm[0] == 0);
	CHECK(g->sg_mem[0] == 0);

	CHECK_EQ(sgetsgent_r("wheel:!:root:alice,bob", &sg, buf, sizeof buf, &res), 0);
	CHECK(res == &sg);
	check_wheel(&sg);
	/* Too small for the strings and the lists' pointers. */
	CHECK_EQ(sgetsgent_r("wheel:!:root:alice,bob", &sg, buf, 30, &res), ERANGE);
	CHECK(res == 0);
	/* Fields missing at the end are empty. */
	CHECK_EQ(sgetsgent_r("wheel:!:root", &sg, buf, sizeof buf, &res), 0);
	CHECK_STR(sg.sg_adm[0], "root");
	CHECK(sg.sg_adm[1] == 0);
	CHECK(sg.sg_mem[0] == 0);
#ifndef __GLIBC__
	/* weft: an empty line is no entry (glibc 2.36 gives an empty one). */
	CHECK_EQ(sgetsgent_r("", &sg, buf, sizeof buf, &res), EINVAL);
	CHECK(res == 0);
#endif

	FILE *f = tmpfile();
	CHECK(f);
	fputs("staff:x:adm1,adm2:carol\n\nwheel:!:root:alice,bob\n", f);
	rewind(f);
	g = fgetsgent(f);
	CHECK(g);
	CHECK_STR(g->sg_namp, "staff");
	CHECK_STR(g->sg_adm[0], "adm1");
	CHECK_STR(g->sg_adm[1], "adm2");
	CHECK(g->sg_adm[2] == 0);
	CHECK_STR(g->sg_mem[0], "carol");
	/* A buffer too small leaves the stream before the entry. */
	CHECK_EQ(fgetsgent_r(f, &sg, buf, 20, &res), ERANGE);
	CHECK_EQ(fgetsgent_r(f, &sg, buf, sizeof buf, &res), 0);
	check_wheel(&sg);
	CHECK_EQ(fgetsgent_r(f, &sg, buf, sizeof buf, &res), ENOENT);
	CHECK(res == 0);
	fclose(f);

	f = tmpfile();
	CHECK(f);
	char *adm[] = { "root", 0 }, *mem[] = { "alice", "bob", 0 }, *none[] = { 0 };
	struct sgrp out = { "wheel", "!", adm, mem };
	CHECK_EQ(putsgent(&out, f), 0);
	struct sgrp out2 = { "empty", "*", none, none };
	CHECK_EQ(putsgent(&out2, f), 0);
	char *badmem[] = { "a,b", 0 };
	struct sgrp bad = { "x", "", none, badmem };
	CHECK_ERR(putsgent(&bad, f), EINVAL);
	struct sgrp bad2 = { "x:y", "", none, none };
	CHECK_ERR(putsgent(&bad2, f), EINVAL);
	rewind(f);
	char line[128];
	CHECK(fgets(line, sizeof line, f));
	CHECK_STR(line, "wheel:!:root:alice,bob\n");
	CHECK(fgets(line, sizeof line, f));
	CHECK_STR(line, "empty:*::\n");
	CHECK(!fgets(line, sizeof line, f));
	fclose(f);

	/* The system file. */
	if (unshare(CLONE_NEWNS) != 0)
		t_skip("the /etc/gshadow part needs a mount namespace of its own (root)");
	CHECK_EQ(mount("none", "/", 0, MS_REC | MS_PRIVATE, 0), 0);
	if (mount("tmpfs", "/etc", "tmpfs", 0, "size=64k") != 0)
		t_skip("cannot mount a tmpfs on /etc here");
	int fd = open("/etc/gshadow", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	CHECK_GE(fd, 0);
	const char *text = "root:*::\n\nwheel:!:root:alice,bob\n";
	CHECK_EQ(write(fd, text, strlen(text)), (long)strlen(text));
	CHECK_EQ(close(fd), 0);
	g = getsgnam("wheel");
	CHECK(g);
	check_wheel(g);
	errno = 0;
	CHECK(getsgnam("nobody") == 0);
	CHECK_EQ(getsgnam_r("nobody", &sg, buf, sizeof buf, &res), 0);
	CHECK(res == 0);
	CHECK_EQ(getsgnam_r("wheel", &sg, buf, 10, &res), ERANGE);
	setsgent();
	g = getsgent();
	CHECK(g);
	CHECK_STR(g->sg_namp, "root");
	CHECK_EQ(getsgent_r(&sg, buf, 10, &res), ERANGE);
	CHECK_EQ(getsgent_r(&sg, buf, sizeof buf, &res), 0);
	check_wheel(&sg);
	CHECK_EQ(getsgent_r(&sg, buf, sizeof buf, &res), ENOENT);
	setsgent();
	g = getsgent();
	CHECK(g);
	CHECK_STR(g->sg_namp, "root");
	endsgent();
	return 0;
}
