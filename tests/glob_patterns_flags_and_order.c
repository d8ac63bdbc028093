/* glob: wildcards per component, sorted in byte order, GLOB_MARK,
   NOSORT, DOOFFS, APPEND, NOCHECK, NOMAGIC, NOESCAPE, PERIOD, BRACE,
   TILDE, ONLYDIR, the error callback and GLOB_ERR, and GLOB_NOMATCH, with
   glibc's results. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static void touch(const char *p)
{
	int fd = open(p, O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
}

/* The paths joined with spaces, for one comparison. */
static const char *joined(const glob_t *g)
{
	static char buf[4096];
	buf[0] = 0;
	for (size_t i = 0; i < g->gl_pathc; i++) {
		if (i)
			strcat(buf, " ");
		strcat(buf, g->gl_pathv[g->gl_offs + i]);
	}
	CHECK(g->gl_pathv[g->gl_offs + g->gl_pathc] == NULL);
	return buf;
}

static const char *globbed(const char *pat, int flags)
{
	static glob_t g;
	CHECK_EQ(glob(pat, flags, 0, &g), 0);
	const char *r = joined(&g);
	globfree(&g);
	return r;
}

static int calls, last_errno;
static char last_path[256];
static int on_error(const char *path, int e)
{
	calls++;
	last_errno = e;
	snprintf(last_path, sizeof last_path, "%s", path);
	return 0;
}

static int stop(const char *path, int e)
{
	(void)path;
	(void)e;
	return 1;
}

int main(void)
{
	CHECK_EQ(mkdir("a", 0755), 0);
	CHECK_EQ(mkdir("b", 0755), 0);
	CHECK_EQ(mkdir("sub", 0755), 0);
	CHECK_EQ(mkdir("sub/deep", 0755), 0);
	touch("a/x.c");
	touch("a/y.h");
	touch("a/Z.c");
	touch("b/x.c");
	touch("c.txt");
	touch("d.txt");
	touch(".hidden");
	touch("sub/deep/f.c");
	touch("star*");
	CHECK_EQ(symlink("a", "link"), 0);

	CHECK_STR(globbed("*", 0), "a b c.txt d.txt link star* sub");
	CHECK_STR(globbed("*.txt", 0), "c.txt d.txt");
	CHECK_STR(globbed("*/*.c", 0), "a/Z.c a/x.c b/x.c link/Z.c link/x.c");
	CHECK_STR(globbed("?/[xy].*", 0), "a/x.c a/y.h b/x.c");
	CHECK_STR(globbed("sub/*/*.c", 0), "sub/deep/f.c");
	CHECK_STR(globbed("*/deep", 0), "sub/deep");
	CHECK_STR(globbed("[[:alpha:]]/x.c", 0), "a/x.c b/x.c");
	CHECK_STR(globbed("c.txt", 0), "c.txt");  /* no wildcard: must exist */
	CHECK_STR(globbed("a/../b/x.c", 0), "a/../b/x.c");
	CHECK_STR(globbed(".*", 0), ". .. .hidden");
	CHECK_STR(globbed("*/", 0), "a/ b/ link/ sub/");
	CHECK_STR(globbed("*", GLOB_MARK), "a/ b/ c.txt d.txt link/ star* sub/");
	CHECK_STR(globbed("*", GLOB_PERIOD), ". .. .hidden a b c.txt d.txt link star* sub");
	CHECK_STR(globbed("star\\*", 0), "star*");
	CHECK_STR(globbed("{d,c}.txt", GLOB_BRACE), "d.txt c.txt");
	CHECK_STR(globbed("{a,b}/x.{c,h}", GLOB_BRACE), "a/x.c b/x.c");
	CHECK_STR(globbed("a/{x,{y,Z}}.*", GLOB_BRACE), "a/x.c a/y.h a/Z.c");
	char cwd[512], pat[600], want[600];
	CHECK(getcwd(cwd, sizeof cwd));
	CHECK_EQ(setenv("HOME", cwd, 1), 0);
	snprintf(want, sizeof want, "%s/c.txt", cwd);
	CHECK_STR(globbed("~/c.*", GLOB_TILDE), want);
	snprintf(pat, sizeof pat, "%s/a/*.h", cwd);
	snprintf(want, sizeof want, "%s/a/y.h", cwd);
	CHECK_STR(globbed(pat, 0), want);
	glob_t g;
	CHECK_EQ(glob("~no_such_user_here/x", GLOB_TILDE_CHECK, 0, &g), GLOB_NOMATCH);

	/* ONLYDIR returns every directory that matches */
	const char *dirs = globbed("*", GLOB_ONLYDIR);
	CHECK(strstr(dirs, "a b") && strstr(dirs, "sub"));

	/* NOSORT: the same set */
	CHECK_EQ(glob("*.txt", GLOB_NOSORT, 0, &g), 0);
	CHECK_EQ(g.gl_pathc, 2);
	CHECK(!strcmp(joined(&g), "c.txt d.txt") || !strcmp(joined(&g), "d.txt c.txt"));
	globfree(&g);

	/* no match, NOCHECK, NOMAGIC */
	CHECK_EQ(glob("*.none", 0, 0, &g), GLOB_NOMATCH);
	CHECK_EQ(g.gl_pathc, 0);
	globfree(&g);
	CHECK_EQ(glob("none", 0, 0, &g), GLOB_NOMATCH);
	CHECK_STR(globbed("*.none", GLOB_NOCHECK), "*.none");
	CHECK_STR(globbed("plain", GLOB_NOMAGIC), "plain");
	CHECK_EQ(glob("*.none", GLOB_NOMAGIC, 0, &g), GLOB_NOMATCH);
	CHECK_EQ(glob("*.txt", 0, 0, &g), 0);
	CHECK(g.gl_flags & GLOB_MAGCHAR);
	globfree(&g);

	/* DOOFFS and APPEND keep the reserved slots and earlier paths */
	g.gl_offs = 2;
	CHECK_EQ(glob("*.txt", GLOB_DOOFFS, 0, &g), 0);
	CHECK_EQ(glob("a/*.h", GLOB_DOOFFS | GLOB_APPEND, 0, &g), 0);
	CHECK_EQ(glob("*.none", GLOB_DOOFFS | GLOB_APPEND, 0, &g), GLOB_NOMATCH);
	CHECK_EQ(g.gl_pathc, 3);
	CHECK(g.gl_pathv[0] == NULL && g.gl_pathv[1] == NULL);
	CHECK_STR(g.gl_pathv[2], "c.txt");
	CHECK_STR(g.gl_pathv[3], "d.txt");
	CHECK_STR(g.gl_pathv[4], "a/y.h");
	CHECK(g.gl_pathv[5] == NULL);
	globfree(&g);

	/* NOESCAPE: the backslash is part of the name */
	touch("back\\slash");
	CHECK_STR(globbed("back\\slash", GLOB_NOESCAPE), "back\\slash");
	CHECK_STR(globbed("back\\\\*", 0), "back\\slash");

	/* a directory that cannot be read: the callback hears of it, and
	   GLOB_ERR stops there; otherwise the rest is still matched.  Root
	   reads every directory, so the checks run as nobody when root. */
	CHECK_EQ(mkdir("closed", 0), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (geteuid() == 0 && setuid(65534))
			_exit(0);
		CHECK_EQ(glob("closed/*", 0, on_error, &g), GLOB_NOMATCH);
		CHECK_EQ(calls, 1);
		CHECK_EQ(last_errno, EACCES);
		CHECK_STR(last_path, "closed");
		CHECK_EQ(glob("closed/*", GLOB_ERR, 0, &g), GLOB_ABORTED);
		globfree(&g);
		CHECK_EQ(glob("*/x.c", 0, on_error, &g), 0);
		CHECK_STR(joined(&g), "a/x.c b/x.c link/x.c");
		globfree(&g);
		/* x.c is no wildcard: closed is not listed, only searched */
		CHECK_EQ(calls, 1);
		CHECK_EQ(glob("*/x.c", GLOB_ERR, 0, &g), 0);
		globfree(&g);
		CHECK_EQ(glob("*/*.c", 0, on_error, &g), 0);
		CHECK_STR(joined(&g), "a/Z.c a/x.c b/x.c link/Z.c link/x.c");
		globfree(&g);
		CHECK_EQ(calls, 2);
		CHECK_EQ(glob("*/*.c", GLOB_ERR, 0, &g), GLOB_ABORTED);
		globfree(&g);
		CHECK_EQ(glob("*/*.c", 0, stop, &g), GLOB_ABORTED);
		globfree(&g);
		_exit(0);
	}
	CHECK_CHILD_OK(pid);
	return 0;
}
