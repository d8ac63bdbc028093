/* <sys/param.h>: the historical limits match their POSIX counterparts, the
   bit-array and rounding macros compute what BSD code expects, MIN/MAX and
   BYTE_ORDER work, and the header brings sys/types.h and limits.h. */
#include <sys/param.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	/* limits.h and sys/types.h came along */
	CHECK_EQ(MAXPATHLEN, PATH_MAX);
	CHECK_EQ(MAXHOSTNAMELEN, HOST_NAME_MAX);
	CHECK_EQ(NGROUPS, NGROUPS_MAX);
	CHECK(NCARGS >= _POSIX_ARG_MAX);  /* glibc leaves ARG_MAX undefined */
	CHECK_EQ(NBBY, 8);
	CHECK_EQ(DEV_BSIZE, 512);
	CHECK_EQ(HZ, 100);
	CHECK_EQ(HZ, sysconf(_SC_CLK_TCK));
	CHECK(MAXSYMLINKS >= _POSIX_SYMLOOP_MAX);
	CHECK(NOFILE >= _POSIX_OPEN_MAX);
	CHECK(CANBSIZ >= _POSIX_MAX_CANON);
	CHECK(EXEC_PAGESIZE >= 4096 && powerof2(EXEC_PAGESIZE));
	CHECK(NODEV == (dev_t)-1);
	CHECK(NSIG > 31);
	pid_t pid = getpid();
	CHECK(pid > 0);

	/* a MAXPATHLEN buffer holds any path getcwd returns */
	char cwd[MAXPATHLEN];
	CHECK(getcwd(cwd, sizeof cwd) == cwd);

	CHECK_EQ(howmany(0, 8), 0);
	CHECK_EQ(howmany(1, 8), 1);
	CHECK_EQ(howmany(8, 8), 1);
	CHECK_EQ(howmany(9, 8), 2);
	CHECK_EQ(howmany(1000, 3), 334);
	CHECK_EQ(roundup(0, 16), 0);
	CHECK_EQ(roundup(1, 16), 16);
	CHECK_EQ(roundup(16, 16), 16);
	CHECK_EQ(roundup(17, 16), 32);
	CHECK_EQ(roundup(10, 3), 12);
	CHECK_EQ(roundup((uint64_t)1 << 40 | 1, 4096), ((uint64_t)1 << 40) + 4096);

	CHECK(powerof2(1));
	CHECK(powerof2(2));
	CHECK(powerof2(64));
	CHECK(powerof2((uint64_t)1 << 63));
	CHECK(!powerof2(3));
	CHECK(!powerof2(65));
	CHECK(!powerof2(96));
	CHECK(powerof2(0));  /* historical: 0 passes the test */

	CHECK_EQ(MIN(3, 7), 3);
	CHECK_EQ(MAX(3, 7), 7);
	CHECK_EQ(MIN(-5, 2), -5);
	CHECK_EQ(MAX(-5, -2), -2);
	CHECK(MIN(1.5, 0.5) == 0.5);
	CHECK(MAX(1.5, 0.5) == 1.5);

	unsigned char bits[howmany(300, NBBY)];
	CHECK_EQ(sizeof bits, 38);
	memset(bits, 0, sizeof bits);
	static const int idx[] = { 0, 1, 7, 8, 15, 16, 100, 255, 256, 299 };
	for (size_t k = 0; k < sizeof idx / sizeof *idx; k++) {
		CHECK(isclr(bits, idx[k]));
		setbit(bits, idx[k]);
		CHECK(isset(bits, idx[k]));
		CHECK(!isclr(bits, idx[k]));
	}
	/* exactly those bits, and in the byte and position i/NBBY, i%NBBY */
	CHECK_EQ(bits[0], 0x83);
	CHECK_EQ(bits[1], 0x81);
	CHECK_EQ(bits[2], 0x01);
	CHECK_EQ(bits[12], 0x10);
	CHECK_EQ(bits[31], 0x80);
	CHECK_EQ(bits[32], 0x01);
	CHECK_EQ(bits[37], 0x08);
	int count = 0;
	for (int i = 0; i < 300; i++)
		count += isset(bits, i) != 0;
	CHECK_EQ(count, 10);
	clrbit(bits, 7);
	CHECK(isclr(bits, 7));
	CHECK(isset(bits, 0) && isset(bits, 1));
	CHECK_EQ(bits[0], 0x03);
	clrbit(bits, 299);
	CHECK_EQ(bits[37], 0);

	/* BSD-style byte-order test */
	union { uint32_t w; unsigned char b[4]; } u = { .w = 0x01020304 };
#if BYTE_ORDER == LITTLE_ENDIAN
	CHECK_EQ(u.b[0], 4);
#elif BYTE_ORDER == BIG_ENDIAN
	CHECK_EQ(u.b[0], 1);
#else
	CHECK(!"BYTE_ORDER is neither LITTLE_ENDIAN nor BIG_ENDIAN");
#endif
	CHECK(LITTLE_ENDIAN != BIG_ENDIAN);
	return 0;
}
