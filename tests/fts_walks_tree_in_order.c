/* fts visits a tree in pre- and postorder with the right info, path and
   level: symbolic links as links (FTS_PHYSICAL) or followed (FTS_LOGICAL:
   a link to an ancestor is FTS_DC, one to nothing FTS_SLNONE), siblings
   in compar's order, FTS_SKIP/FTS_AGAIN/FTS_FOLLOW honoured, FTS_SEEDOT,
   FTS_NOSTAT, fts_children, a missing root as FTS_NS; no fd left open. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fts.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int byname(const FTSENT **a, const FTSENT **b)
{
	return strcmp((*a)->fts_name, (*b)->fts_name);
}

static int fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	int n = 0;
	CHECK(d);
	while (readdir(d))
		n++;
	closedir(d);
	return n;
}

static char out[4096];

static void rec(const FTSENT *e)
{
	size_t n = strlen(out);
	snprintf(out + n, sizeof out - n, "%d %s %d\n", e->fts_info, e->fts_path, e->fts_level);
}

/* The whole walk as "info path level" lines; skip, again and follow name
   an entry to apply fts_set to the first time it is seen. */
static const char *walk(const char *root, int opts, const char *skip, const char *again,
			const char *follow)
{
	char *roots[] = { (char *)root, 0 };
	FTS *f = fts_open(roots, opts, byname);
	FTSENT *e;
	int again_done = 0, follow_done = 0;

	CHECK(f);
	out[0] = 0;
	while ((e = fts_read(f))) {
		rec(e);
		CHECK_EQ(e->fts_pathlen, strlen(e->fts_path));
		CHECK_EQ(e->fts_namelen, strlen(e->fts_name));
		/* glibc leaves it null with FTS_NOSTAT */
		if (!(opts & FTS_NOSTAT))
			CHECK(e->fts_statp);
		if (e->fts_info == FTS_F) {
			/* fts_accpath reaches the file from here */
			int fd = open(e->fts_accpath, O_RDONLY);
			CHECK_GE(fd, 0);
			close(fd);
			CHECK(S_ISREG(e->fts_statp->st_mode));
		}
		if (e->fts_level > 0)
			CHECK_EQ(e->fts_parent->fts_level, e->fts_level - 1);
		if (skip && e->fts_info == FTS_D && !strcmp(e->fts_path, skip))
			CHECK_EQ(fts_set(f, e, FTS_SKIP), 0);
		if (again && !again_done && !strcmp(e->fts_path, again)) {
			again_done = 1;
			CHECK_EQ(fts_set(f, e, FTS_AGAIN), 0);
		}
		if (follow && !follow_done && !strcmp(e->fts_path, follow)) {
			follow_done = 1;
			CHECK_EQ(fts_set(f, e, FTS_FOLLOW), 0);
		}
	}
	CHECK_EQ(errno, 0);
	CHECK_EQ(fts_read(f) == 0, 1);
	CHECK_EQ(fts_close(f), 0);
	return out;
}

int main(void)
{
	int nfd = fds();

	CHECK_EQ(mkdir("t", 0755), 0);
	CHECK_EQ(t_sh("echo x > t/a && mkdir -p t/b/g t/d && echo y > t/b/c && "
		      "echo z > t/b/g/h && ln -s .. t/b/loop && ln -s a t/e && ln -s nowhere t/f"), 0);

	CHECK_STR(walk("t", FTS_PHYSICAL, 0, 0, 0),
		  "1 t 0\n8 t/a 1\n1 t/b 1\n8 t/b/c 2\n1 t/b/g 2\n8 t/b/g/h 3\n6 t/b/g 2\n"
		  "12 t/b/loop 2\n6 t/b 1\n1 t/d 1\n6 t/d 1\n12 t/e 1\n12 t/f 1\n6 t 0\n");
	/* the same without chdir: nothing changes */
	CHECK_STR(walk("t", FTS_PHYSICAL | FTS_NOCHDIR, 0, 0, 0),
		  "1 t 0\n8 t/a 1\n1 t/b 1\n8 t/b/c 2\n1 t/b/g 2\n8 t/b/g/h 3\n6 t/b/g 2\n"
		  "12 t/b/loop 2\n6 t/b 1\n1 t/d 1\n6 t/d 1\n12 t/e 1\n12 t/f 1\n6 t 0\n");
	CHECK_STR(walk("t", FTS_LOGICAL, 0, 0, 0),
		  "1 t 0\n8 t/a 1\n1 t/b 1\n8 t/b/c 2\n1 t/b/g 2\n8 t/b/g/h 3\n6 t/b/g 2\n"
		  "2 t/b/loop 2\n6 t/b 1\n1 t/d 1\n6 t/d 1\n8 t/e 1\n13 t/f 1\n6 t 0\n");
	/* FTS_SKIP: no contents, but still the postorder visit */
	CHECK_STR(walk("t", FTS_PHYSICAL, "t/b", 0, 0),
		  "1 t 0\n8 t/a 1\n1 t/b 1\n6 t/b 1\n1 t/d 1\n6 t/d 1\n12 t/e 1\n12 t/f 1\n6 t 0\n");
	CHECK_STR(walk("t", FTS_PHYSICAL, "t/b/g", "t/a", "t/e"),
		  "1 t 0\n8 t/a 1\n8 t/a 1\n1 t/b 1\n8 t/b/c 2\n1 t/b/g 2\n6 t/b/g 2\n"
		  "12 t/b/loop 2\n6 t/b 1\n1 t/d 1\n6 t/d 1\n12 t/e 1\n8 t/e 1\n12 t/f 1\n6 t 0\n");
	/* a trailing slash is kept in the root and not doubled below it */
	CHECK_STR(walk("t/b/g/", FTS_PHYSICAL, 0, 0, 0),
		  "1 t/b/g/ 0\n8 t/b/g/h 1\n6 t/b/g/ 0\n");
	CHECK_STR(walk("t/d", FTS_PHYSICAL | FTS_SEEDOT, 0, 0, 0),
		  "1 t/d 0\n5 t/d/. 1\n5 t/d/.. 1\n6 t/d 0\n");
	/* FTS_NOSTAT: directories are still found, files need no stat */
	CHECK_STR(walk("t", FTS_PHYSICAL | FTS_NOSTAT, "t/b", 0, 0),
		  "1 t 0\n11 t/a 1\n1 t/b 1\n6 t/b 1\n1 t/d 1\n6 t/d 1\n11 t/e 1\n11 t/f 1\n6 t 0\n");
	/* a root that is a link: followed with FTS_COMFOLLOW */
	CHECK_STR(walk("t/e", FTS_PHYSICAL, 0, 0, 0), "12 t/e 0\n");
	CHECK_STR(walk("t/e", FTS_PHYSICAL | FTS_COMFOLLOW, 0, 0, 0), "8 t/e 0\n");

	/* a missing root: FTS_NS with its errno, the others still walked */
	char *roots[] = { "t/d", "missing", "t/a", 0 };
	FTS *f = fts_open(roots, FTS_PHYSICAL, byname);
	FTSENT *e;
	CHECK(f);
	/* before the first read, fts_children gives the roots, sorted */
	e = fts_children(f, 0);
	CHECK(e);
	CHECK_STR(e->fts_name, "missing");
	CHECK_EQ(e->fts_info, FTS_NS);
	CHECK_EQ(e->fts_errno, ENOENT);
	CHECK_EQ(e->fts_level, FTS_ROOTLEVEL);
	CHECK_STR(e->fts_link->fts_name, "t/a");
	CHECK_STR(e->fts_link->fts_link->fts_name, "t/d");
	CHECK(!e->fts_link->fts_link->fts_link);
	e = fts_read(f);
	CHECK_STR(e->fts_path, "missing");
	CHECK_EQ(e->fts_info, FTS_NS);
	e = fts_read(f);
	CHECK_STR(e->fts_path, "t/a");
	e->fts_number = 42;
	/* not a directory: no children, errno 0 */
	errno = 1;
	CHECK(!fts_children(f, 0));
	CHECK_EQ(errno, 0);
	CHECK_EQ(fts_set(f, e, 99), 1);
	CHECK_EQ(errno, EINVAL);
	CHECK_EQ(fts_close(f), 0);

	/* fts_children on a directory: its contents, which the next
	   fts_read walks; fts_number and fts_pointer kept */
	char *troot[] = { "t", 0 };
	f = fts_open(troot, FTS_PHYSICAL, byname);
	CHECK(f);
	e = fts_read(f);
	CHECK_EQ(e->fts_info, FTS_D);
	FTSENT *k = fts_children(f, 0);
	int n = 0;
	for (FTSENT *c = k; c; c = c->fts_link, n++) {
		c->fts_number = n + 100;
		c->fts_pointer = c;
		CHECK(c->fts_parent == e);
		CHECK_EQ(c->fts_level, 1);
	}
	CHECK_EQ(n, 5);
	CHECK_STR(k->fts_name, "a");
	CHECK_STR(k->fts_link->fts_link->fts_link->fts_link->fts_name, "f");
	e = fts_read(f);
	CHECK_STR(e->fts_path, "t/a");
	CHECK_EQ(e->fts_number, 100);
	CHECK(e->fts_pointer == e);
	e = fts_read(f);
	CHECK_STR(e->fts_path, "t/b");
	CHECK_EQ(e->fts_number, 101);
	CHECK_EQ(fts_close(f), 0);
	/* names only: the same names, and the walk goes on */
	f = fts_open(troot, FTS_PHYSICAL, byname);
	CHECK(f);
	CHECK(fts_read(f));
	k = fts_children(f, FTS_NAMEONLY);
	CHECK(k);
	CHECK_STR(k->fts_name, "a");
	CHECK_STR(k->fts_link->fts_name, "b");
	e = fts_read(f);
	CHECK_STR(e->fts_path, "t/a");
	CHECK_EQ(e->fts_info, FTS_F);
	CHECK_EQ(fts_close(f), 0);

	/* bad options, empty path */
	CHECK(!fts_open(troot, 0x10000 | FTS_PHYSICAL, 0));
	CHECK_EQ(errno, EINVAL);
	char *empty[] = { "", 0 };
	CHECK(!fts_open(empty, FTS_PHYSICAL, 0));
	CHECK_EQ(errno, ENOENT);

	CHECK_EQ(fds(), nfd);
	return 0;
}
