/* <lastlog.h>: struct lastlog as glibc lays it out, so that
   /var/log/lastlog written by either library reads back in the other:
   ll_time is 32-bit on x86_64 (and riscv64, where glibc keeps the
   32-bit programs' layout), a time_t elsewhere. */
#include <fcntl.h>
#include <lastlog.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct lastlog l;
#if defined(__x86_64__) || (defined(__riscv) && __riscv_xlen == 64)
	CHECK_EQ(sizeof l.ll_time, 4);
	CHECK_EQ(sizeof l, 292);
#elif defined(__aarch64__)
	CHECK_EQ(sizeof l.ll_time, 8);
	CHECK_EQ(sizeof l, 296);
#endif
	CHECK_EQ(offsetof(struct lastlog, ll_line), sizeof l.ll_time);
	CHECK_EQ(sizeof l.ll_line, UT_LINESIZE);
	CHECK_EQ(UT_LINESIZE, 32);
	CHECK_EQ(offsetof(struct lastlog, ll_host), sizeof l.ll_time + 32);
	CHECK_EQ(sizeof l.ll_host, UT_HOSTSIZE);
	CHECK_EQ(UT_HOSTSIZE, 256);
	CHECK_STR(_PATH_LASTLOG, "/var/log/lastlog");

	/* The record of uid 3 at 3 * sizeof, as login and lastlog find it. */
	char path[] = "/tmp/weft-lastlog-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	unlink(path);
	memset(&l, 0, sizeof l);
	l.ll_time = 1700000000;
	strcpy(l.ll_line, "pts/7");
	strcpy(l.ll_host, "example.org");
	CHECK_EQ(pwrite(fd, &l, sizeof l, 3 * sizeof l), (long)sizeof l);
	unsigned char raw[sizeof l];
	CHECK_EQ(pread(fd, raw, sizeof raw, 3 * sizeof l), (long)sizeof raw);
	/* the time little- or big-endian in its first bytes, the strings after */
	unsigned long t = 0;
	for (size_t i = 0; i < sizeof l.ll_time; i++)
		t |= (unsigned long)raw[i] << 8 * (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? i : sizeof l.ll_time - 1 - i);
	CHECK_EQ(t, 1700000000);
	CHECK_STR((char *)raw + sizeof l.ll_time, "pts/7");
	CHECK_STR((char *)raw + sizeof l.ll_time + 32, "example.org");
	close(fd);
	return 0;
}
