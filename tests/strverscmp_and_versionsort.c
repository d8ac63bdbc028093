/* strverscmp orders numbers inside strings by value, leading zeros as
   fractions (the man page's 000 < 00 < 01 < 010 < 09 < 0 < 1 < 9 < 10);
   versionsort gives scandir that order. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

/* Each list is in strictly increasing version order. */
static const char *const chains[][12] = {
	{ "000", "00", "01", "010", "09", "0", "1", "9", "10", 0 },
	{ "a", "a0", "a1", "a2", "a9", "a10", "a11", "a99", "a100", 0 },
	{ "1.2", "1.9", "1.10", "1.10.1", "1.11", "2.0", "10.0", 0 },
	{ "file", "file1", "file1a", "file2", "file10", "file10a", "file100", 0 },
	{ "lib-1.01", "lib-1.02", "lib-1.0", "lib-1.1", "lib-1.9", "lib-1.10", 0 },
	{ "", "00x", "0", "0a", "1", "1b", "2", "12", "a", 0 },
	{ "x1y", "x2", "x2y", "x12", 0 },
};

int main(void)
{
	for (size_t c = 0; c < sizeof chains / sizeof *chains; c++)
		for (size_t i = 0; chains[c][i]; i++) {
			CHECK_EQ(strverscmp(chains[c][i], chains[c][i]), 0);
			for (size_t j = i + 1; chains[c][j]; j++) {
				if (sign(strverscmp(chains[c][i], chains[c][j])) != -1)
					t_fail_str(__FILE__, __LINE__, "strverscmp < 0",
						   chains[c][i], chains[c][j]);
				if (sign(strverscmp(chains[c][j], chains[c][i])) != 1)
					t_fail_str(__FILE__, __LINE__, "strverscmp > 0",
						   chains[c][j], chains[c][i]);
			}
		}

	/* Text outside numbers compares as bytes, unsigned. */
	CHECK_LT(strverscmp("abc", "abd"), 0);
	CHECK_GT(strverscmp("b", "a10"), 0);
	CHECK_GT(strverscmp("\xe9", "z"), 0);
	CHECK_LT(strverscmp("ab", "abc"), 0);
	/* A digit inside an integer beats the end of the other's number. */
	CHECK_GT(strverscmp("12", "1a"), 0);
	CHECK_LT(strverscmp("1.", "10"), 0);

	/* scandir with versionsort; alphasort on the same names is plain
	   byte order. */
	static const char *const names[] = { "v10", "v9", "v1.10", "v1.9", "v01", "v1", "v010" };
	static const char *const by_version[] = { "v01", "v010", "v1", "v1.9", "v1.10", "v9", "v10" };
	static const char *const by_bytes[] = { "v01", "v010", "v1", "v1.10", "v1.9", "v10", "v9" };
	struct dirent **list;
	int n, i, fd;

	CHECK_EQ(mkdir("d", 0700), 0);
	for (i = 0; i < 7; i++) {
		char path[32] = "d/";
		strcat(path, names[i]);
		fd = open(path, O_WRONLY | O_CREAT, 0600);
		CHECK(fd >= 0);
		close(fd);
	}
	n = scandir("d", &list, NULL, versionsort);
	CHECK_EQ(n, 9);
	CHECK_STR(list[0]->d_name, ".");
	CHECK_STR(list[1]->d_name, "..");
	for (i = 0; i < 7; i++)
		CHECK_STR(list[i + 2]->d_name, by_version[i]);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);

	n = scandir("d", &list, NULL, alphasort);
	CHECK_EQ(n, 9);
	for (i = 0; i < 7; i++)
		CHECK_STR(list[i + 2]->d_name, by_bytes[i]);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
	return 0;
}
