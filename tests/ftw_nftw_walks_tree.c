/* ftw/nftw visit every file once with the right type, base and level,
   directories before (or with FTW_DEPTH after) their contents, symbolic
   links as links with FTW_PHYS and dangling ones as FTW_SLN, stop on a
   nonzero result, honour FTW_ACTIONRETVAL's skips, and fail with errno
   for a missing start. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char seen[64][64];
static int types[64], levels[64], bases[64], nseen;

static int rec(const char *path, const struct stat *st, int type, struct FTW *f)
{
	(void)st;
	CHECK_LT(nseen, 64);
	snprintf(seen[nseen], sizeof seen[nseen], "%s", path);
	types[nseen] = type;
	levels[nseen] = f->level;
	bases[nseen] = f->base;
	nseen++;
	return 0;
}

static int find(const char *path)
{
	for (int i = 0; i < nseen; i++)
		if (!strcmp(seen[i], path))
			return i;
	t_fail_str(__FILE__, __LINE__, "path not visited", path, "");
}

static int old_count, old_types[8];
static int old_fn(const char *path, const struct stat *st, int type)
{
	(void)path;
	(void)st;
	old_count++;
	old_types[type]++;
	return 0;
}

static int stop_at_b(const char *path, const struct stat *st, int type, struct FTW *f)
{
	(void)st;
	(void)type;
	(void)f;
	return strstr(path, "/b") ? 42 : 0;
}

static int skip_sub(const char *path, const struct stat *st, int type, struct FTW *f)
{
	rec(path, st, type, f);
	return type == FTW_D && f->level == 1 ? FTW_SKIP_SUBTREE : FTW_CONTINUE;
}

static void touch(const char *p)
{
	int fd = open(p, O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
}

int main(void)
{
	CHECK_EQ(mkdir("t", 0755), 0);
	CHECK_EQ(mkdir("t/a", 0755), 0);
	CHECK_EQ(mkdir("t/a/deep", 0755), 0);
	touch("t/b");
	touch("t/a/c");
	touch("t/a/deep/d");
	CHECK_EQ(symlink("b", "t/link"), 0);
	CHECK_EQ(symlink("nowhere", "t/dangling"), 0);
	CHECK_EQ(symlink("..", "t/a/up"), 0);  /* a loop when followed */

	CHECK_EQ(nftw("t", rec, 8, FTW_PHYS), 0);
	CHECK_EQ(nseen, 9);
	int t = find("t"), a = find("t/a"), deep = find("t/a/deep");
	CHECK_EQ(t, 0);
	CHECK_EQ(types[t], FTW_D);
	CHECK_EQ(levels[t], 0);
	CHECK_EQ(bases[t], 0);
	CHECK_EQ(types[a], FTW_D);
	CHECK_LT(a, find("t/a/c"));
	CHECK_LT(deep, find("t/a/deep/d"));
	CHECK_EQ(types[find("t/a/deep/d")], FTW_F);
	CHECK_EQ(levels[find("t/a/deep/d")], 3);
	CHECK_EQ(bases[find("t/a/deep/d")], 9);
	CHECK_EQ(types[find("t/link")], FTW_SL);
	CHECK_EQ(types[find("t/dangling")], FTW_SL);
	CHECK_EQ(types[find("t/a/up")], FTW_SL);

	/* following links: link is a file, dangling is FTW_SLN, and the loop
	   through t/a/up does not go on forever */
	nseen = 0;
	CHECK_EQ(nftw("t", rec, 8, 0), 0);
	CHECK_EQ(types[find("t/link")], FTW_F);
	CHECK_EQ(types[find("t/dangling")], FTW_SLN);
	CHECK_LT(nseen, 64);

	/* FTW_DEPTH: contents first, directories as FTW_DP */
	nseen = 0;
	CHECK_EQ(nftw("t/", rec, 8, FTW_PHYS | FTW_DEPTH), 0);
	CHECK_EQ(nseen, 9);
	CHECK_STR(seen[nseen - 1], "t");  /* trailing slashes dropped, as glibc */
	CHECK_EQ(types[nseen - 1], FTW_DP);
	CHECK_LT(find("t/a/c"), find("t/a"));
	CHECK_EQ(types[find("t/a")], FTW_DP);
	CHECK_EQ(bases[find("t/a/c")], 4);

	/* ftw: three arguments, links followed */
	CHECK_EQ(ftw("t/a", old_fn, 4), 0);
	CHECK_EQ(old_types[FTW_D], 3);  /* a, deep, and up (t) without t/a again */
	CHECK_EQ(old_types[FTW_NS], 1);  /* the dangling link, seen through up */
	CHECK_EQ(old_count, 8);

	/* a nonzero result ends the walk and is returned */
	CHECK_EQ(nftw("t", stop_at_b, 8, FTW_PHYS), 42);

	/* FTW_ACTIONRETVAL: skipping a subtree */
	nseen = 0;
	CHECK_EQ(nftw("t", skip_sub, 8, FTW_PHYS | FTW_ACTIONRETVAL), 0);
	for (int i = 0; i < nseen; i++)
		CHECK(strncmp(seen[i], "t/a/", 4) != 0);
	find("t/a");

	/* errors */
	CHECK_ERR(nftw("missing", rec, 8, 0), ENOENT);
	CHECK_ERR(ftw("", old_fn, 8), ENOENT);
	return 0;
}
