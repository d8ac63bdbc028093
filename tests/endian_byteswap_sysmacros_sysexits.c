/* <endian.h>, <byteswap.h>, <sys/sysmacros.h>, <sysexits.h>, <memory.h>:
   conversions give the bytes their names promise, device numbers round-trip
   through the layout stat uses, and the constants have their fixed values. */
#include <byteswap.h>
#include <endian.h>
#include <fcntl.h>
#include <memory.h>
#include <stdint.h>
#include <sys/param.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sysexits.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(bswap_16(0x1122), 0x2211);
	CHECK_EQ(bswap_32(0x11223344u), 0x44332211u);
	CHECK(bswap_64(0x1122334455667788ull) == 0x8877665544332211ull);
	CHECK_EQ(sizeof bswap_16(1), 2);
	CHECK_EQ(sizeof bswap_32(1), 4);
	CHECK_EQ(sizeof bswap_64(1), 8);

	/* each conversion against the bytes in memory */
	unsigned char b[8];
	uint16_t v16 = htobe16(0x0102);
	memcpy(b, &v16, 2);
	CHECK(b[0] == 1 && b[1] == 2);
	v16 = htole16(0x0102);
	memcpy(b, &v16, 2);
	CHECK(b[0] == 2 && b[1] == 1);
	uint32_t v32 = htobe32(0x01020304);
	memcpy(b, &v32, 4);
	CHECK(b[0] == 1 && b[3] == 4);
	v32 = htole32(0x01020304);
	memcpy(b, &v32, 4);
	CHECK(b[0] == 4 && b[3] == 1);
	uint64_t v64 = htobe64(0x0102030405060708ull);
	memcpy(b, &v64, 8);
	CHECK(b[0] == 1 && b[7] == 8);
	v64 = htole64(0x0102030405060708ull);
	memcpy(b, &v64, 8);
	CHECK(b[0] == 8 && b[7] == 1);
	CHECK_EQ(be16toh(htobe16(0xabcd)), 0xabcd);
	CHECK_EQ(le16toh(htole16(0xabcd)), 0xabcd);
	CHECK_EQ(be32toh(htobe32(0xdeadbeef)), 0xdeadbeef);
	CHECK_EQ(le32toh(htole32(0xdeadbeef)), 0xdeadbeef);
	CHECK(be64toh(htobe64(0xfeedfacecafebeefull)) == 0xfeedfacecafebeefull);
	CHECK(le64toh(htole64(0xfeedfacecafebeefull)) == 0xfeedfacecafebeefull);

	CHECK_EQ(__LITTLE_ENDIAN, 1234);
	CHECK_EQ(__BIG_ENDIAN, 4321);
	CHECK_EQ(BYTE_ORDER, LITTLE_ENDIAN);  /* x86_64 */
	CHECK_EQ(__BYTE_ORDER, __LITTLE_ENDIAN);

	/* device numbers: small ones in the old 8:8 form, large ones too */
	CHECK_EQ(makedev(8, 1), 0x801);
	CHECK_EQ(major(makedev(8, 1)), 8);
	CHECK_EQ(minor(makedev(8, 1)), 1);
	dev_t big = makedev(0x12345, 0xabcdef);
	CHECK_EQ(major(big), 0x12345);
	CHECK_EQ(minor(big), 0xabcdef);
	CHECK(makedev(0xffffffffu, 0xffffffffu) == (dev_t)-1);
	struct stat st;
	CHECK_EQ(stat("/dev/null", &st), 0);
	CHECK_EQ(major(st.st_rdev), 1);  /* mem devices */
	CHECK_EQ(minor(st.st_rdev), 3);
	CHECK(makedev(major(st.st_rdev), minor(st.st_rdev)) == st.st_rdev);

	CHECK_EQ(EX_OK, 0);
	CHECK_EQ(EX_USAGE, 64);
	CHECK_EQ(EX_SOFTWARE, 70);
	CHECK_EQ(EX_TEMPFAIL, 75);
	CHECK_EQ(EX_CONFIG, 78);
	CHECK_EQ(EX__BASE, 64);
	CHECK_EQ(EX__MAX, 78);

	/* <memory.h> is <string.h> */
	char s[4] = "abc";
	memset(s, 'x', 2);
	CHECK_STR(s, "xxc");
	return 0;
}
