/* fts returns a directory it cannot read first as FTS_D, then as FTS_DNR
   with fts_errno EACCES, without a postorder visit, and goes on with its
   siblings.  As root, the walk runs in a child that has become nobody. */
#define _GNU_SOURCE
#include <errno.h>
#include <fts.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static int byname(const FTSENT **a, const FTSENT **b)
{
	return strcmp((*a)->fts_name, (*b)->fts_name);
}

static int walk(void)
{
	char *roots[] = { "t", 0 }, out[512] = "";
	FTS *f = fts_open(roots, FTS_PHYSICAL, byname);
	FTSENT *e;

	CHECK(f);
	while ((e = fts_read(f))) {
		size_t n = strlen(out);
		snprintf(out + n, sizeof out - n, "%d %s %d\n", e->fts_info, e->fts_path, e->fts_level);
		if (e->fts_info == FTS_DNR)
			CHECK_EQ(e->fts_errno, EACCES);
	}
	CHECK_EQ(errno, 0);
	CHECK_EQ(fts_close(f), 0);
	CHECK_STR(out, "1 t 0\n8 t/a 1\n1 t/u 1\n4 t/u 1\n8 t/z 1\n6 t 0\n");
	return 0;
}

int main(void)
{
	CHECK_EQ(t_sh("mkdir -p t/u && touch t/a t/z t/u/hidden && chmod 0 t/u && chmod 755 t ."), 0);
	if (geteuid())
		return walk();
	pid_t pid = fork();
	CHECK_GE(pid, 0);
	if (!pid) {
		if (setgid(65534) || setuid(65534))
			_exit(77);
		/* nobody must reach the scratch directory */
		if (access("t/a", R_OK))
			_exit(78);
		_exit(walk());
	}
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	if (WEXITSTATUS(st) == 77 || WEXITSTATUS(st) == 78)
		t_skip("cannot become nobody, or nobody cannot reach the scratch directory");
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
