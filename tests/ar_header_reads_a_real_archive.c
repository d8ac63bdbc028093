/* <ar.h>: the header layout matches the archive format byte for byte, so
   a program (GNU make's archive-member rules) can read what ar(1) wrote. */
#include <ar.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(sizeof(struct ar_hdr), 60);
	CHECK_EQ(offsetof(struct ar_hdr, ar_date), 16);
	CHECK_EQ(offsetof(struct ar_hdr, ar_uid), 28);
	CHECK_EQ(offsetof(struct ar_hdr, ar_gid), 34);
	CHECK_EQ(offsetof(struct ar_hdr, ar_mode), 40);
	CHECK_EQ(offsetof(struct ar_hdr, ar_size), 48);
	CHECK_EQ(offsetof(struct ar_hdr, ar_fmag), 58);
	CHECK_EQ(SARMAG, strlen(ARMAG));
	CHECK_STR(ARMAG, "!<arch>\n");
	CHECK_STR(ARFMAG, "`\n");

	if (system("command -v ar > /dev/null 2>&1") != 0)
		t_skip("no ar(1) to write an archive");
	int fd = open("member.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK_GE(fd, 0);
	CHECK_EQ(write(fd, "hello\n", 6), 6);
	CHECK_EQ(close(fd), 0);
	unlink("t.a");
	CHECK_EQ(system("ar rc t.a member.txt"), 0);

	char buf[SARMAG + sizeof(struct ar_hdr) + 6];
	fd = open("t.a", O_RDONLY);
	CHECK_GE(fd, 0);
	CHECK_EQ(read(fd, buf, sizeof buf), (long)sizeof buf);
	close(fd);
	CHECK(memcmp(buf, ARMAG, SARMAG) == 0);
	struct ar_hdr h;
	memcpy(&h, buf + SARMAG, sizeof h);
	CHECK(memcmp(h.ar_fmag, ARFMAG, 2) == 0);
	CHECK(memcmp(h.ar_name, "member.txt", 10) == 0);
	CHECK_EQ(atoi(h.ar_size), 6);
	CHECK(memcmp(buf + SARMAG + sizeof h, "hello\n", 6) == 0);
	unlink("t.a");
	unlink("member.txt");
	return 0;
}
