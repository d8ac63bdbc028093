/* <inttypes.h>: the PRI and SCN macros have glibc's LP64 spellings, and
   imaxabs, imaxdiv, strtoimax and strtoumax work. */
#include <inttypes.h>
#include <limits.h>
#include "check.h"

int main(void)
{
	char *e;

	CHECK_STR(PRId8, "d"); CHECK_STR(PRId16, "d"); CHECK_STR(PRId32, "d"); CHECK_STR(PRId64, "ld");
	CHECK_STR(PRIi64, "li"); CHECK_STR(PRIu64, "lu"); CHECK_STR(PRIo64, "lo");
	CHECK_STR(PRIx64, "lx"); CHECK_STR(PRIX64, "lX"); CHECK_STR(PRIxPTR, "lx"); CHECK_STR(PRIdPTR, "ld");
	CHECK_STR(PRIdMAX, "ld"); CHECK_STR(PRIuMAX, "lu"); CHECK_STR(PRIdLEAST8, "d"); CHECK_STR(PRIdLEAST64, "ld");
	CHECK_STR(PRIdFAST8, "d"); CHECK_STR(PRIdFAST16, "ld"); CHECK_STR(PRIdFAST32, "ld"); CHECK_STR(PRIuFAST64, "lu");
	CHECK_STR(PRIXFAST16, "lX"); CHECK_STR(PRIxLEAST16, "x");
	CHECK_STR(SCNd8, "hhd"); CHECK_STR(SCNd16, "hd"); CHECK_STR(SCNd32, "d"); CHECK_STR(SCNd64, "ld");
	CHECK_STR(SCNu8, "hhu"); CHECK_STR(SCNx16, "hx"); CHECK_STR(SCNo64, "lo"); CHECK_STR(SCNi32, "i");
	CHECK_STR(SCNdFAST8, "hhd"); CHECK_STR(SCNdFAST16, "ld"); CHECK_STR(SCNuFAST32, "lu");
	CHECK_STR(SCNxLEAST8, "hhx"); CHECK_STR(SCNdMAX, "ld"); CHECK_STR(SCNxPTR, "lx"); CHECK_STR(SCNuPTR, "lu");

	CHECK_EQ(imaxabs(-5), 5);
	CHECK_EQ(imaxabs(INTMAX_MAX), INTMAX_MAX);
	imaxdiv_t d = imaxdiv(-17, 5);
	CHECK_EQ(d.quot, -3);
	CHECK_EQ(d.rem, -2);
	d = imaxdiv(INTMAX_MAX, 2);
	CHECK_EQ(d.quot, INTMAX_MAX / 2);
	CHECK_EQ(d.rem, 1);

	errno = 0;
	CHECK_EQ(strtoimax(" -0x7fffffffffffffff", &e, 0), -INTMAX_MAX);
	CHECK_EQ(*e, 0);
	CHECK_EQ(errno, 0);
	CHECK_EQ(strtoimax("9223372036854775808", &e, 10), INTMAX_MAX);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(strtoumax("18446744073709551615", &e, 10) == UINTMAX_MAX);
	CHECK_EQ(errno, 0);
	CHECK(strtoumax("-1", &e, 10) == UINTMAX_MAX);
	CHECK(strtoumax("1z", &e, 36) == 71);
	errno = 0;
	CHECK(strtoumax("1", &e, 99) == 0 && errno == EINVAL);
	return 0;
}
