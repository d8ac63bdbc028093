/* scandir with a filter and alphasort returns the chosen names in order,
   each allocated; a missing directory is -1 with errno.  Needs malloc. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int no_dots(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

int main(void)
{
	static const char *names[] = { "zeta", "Alpha", "beta", "b", "a10", "a9", ".hidden" };
	static const char *sorted[] = { "Alpha", "a10", "a9", "b", "beta", "zeta" };
	struct dirent **list;
	int i, n, fd, dfd;

	CHECK_EQ(mkdir("d", 0700), 0);
	dfd = open("d", O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);
	for (i = 0; i < 7; i++) {
		fd = openat(dfd, names[i], O_WRONLY | O_CREAT, 0600);
		CHECK(fd >= 0);
		close(fd);
	}
	close(dfd);
	n = scandir("d", &list, no_dots, alphasort);
	CHECK_EQ(n, 6);
	for (i = 0; i < n; i++) {
		CHECK_STR(list[i]->d_name, sorted[i]);
		free(list[i]);
	}
	free(list);

	/* No filter: everything, including . and .. and the hidden file. */
	n = scandir("d", &list, NULL, alphasort);
	CHECK_EQ(n, 9);
	CHECK_STR(list[0]->d_name, ".");
	CHECK_STR(list[1]->d_name, "..");
	CHECK_STR(list[2]->d_name, ".hidden");
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);

	/* No comparison: unsorted but complete. */
	n = scandir("d", &list, no_dots, NULL);
	CHECK_EQ(n, 6);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);

	errno = 0;
	CHECK_EQ(scandir("missing", &list, NULL, alphasort), -1);
	CHECK_EQ(errno, ENOENT);
	return 0;
}
