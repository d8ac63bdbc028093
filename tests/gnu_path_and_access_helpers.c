/* canonicalize_file_name resolves like realpath into malloc'd memory;
   get_current_dir_name prefers a $PWD that names the current directory
   (keeping its symbolic link) and falls back to getcwd; euidaccess and
   eaccess check with the effective ids and report ENOENT. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char cwd[PATH_MAX], want[PATH_MAX + 16];
	CHECK(getcwd(cwd, sizeof cwd));
	CHECK_EQ(mkdir("d", 0755), 0);
	CHECK_EQ(symlink("d", "link"), 0);

	char *p = canonicalize_file_name("link/../link/.");
	CHECK(p);
	snprintf(want, sizeof want, "%s/d", cwd);
	CHECK_STR(p, want);
	free(p);
	errno = 0;
	CHECK(canonicalize_file_name("missing/x") == NULL);
	CHECK_EQ(errno, ENOENT);

	CHECK_EQ(chdir("link"), 0);
	snprintf(want, sizeof want, "%s/link", cwd);
	CHECK_EQ(setenv("PWD", want, 1), 0);
	p = get_current_dir_name();
	CHECK_STR(p, want);
	free(p);
	CHECK_EQ(setenv("PWD", "/", 1), 0);	/* not here: getcwd's answer */
	p = get_current_dir_name();
	snprintf(want, sizeof want, "%s/d", cwd);
	CHECK_STR(p, want);
	free(p);
	CHECK_EQ(unsetenv("PWD"), 0);
	p = get_current_dir_name();
	CHECK_STR(p, want);
	free(p);

	CHECK_EQ(euidaccess(".", R_OK | W_OK | X_OK), 0);
	CHECK_EQ(eaccess(".", F_OK), 0);
	CHECK_ERR(euidaccess("missing", F_OK), ENOENT);
	CHECK_ERR(eaccess("missing", R_OK), ENOENT);
	int fd = creat("ro", 0444);
	CHECK(fd >= 0);
	close(fd);
	if (geteuid() != 0)
		CHECK_ERR(euidaccess("ro", W_OK), EACCES);
	CHECK_ERR(eaccess("ro", X_OK), EACCES);
	return 0;
}
