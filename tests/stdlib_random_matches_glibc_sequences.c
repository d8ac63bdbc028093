/* random() gives glibc's numbers for the same seed: the default 128-byte
   state (unseeded, srandom), every initstate size, seeds of 0 and of 2^31
   and above, and rand()/srand() through the same state.  The expected
   values were printed by the host glibc on this machine. */
#include <stdlib.h>
#include "check.h"

static const struct {
	unsigned seed;
	long first[4], thousandth;
} seeded[] = {
	{ 1, { 1804289383, 846930886, 1681692777, 1714636915 }, 987987334 },
	{ 0, { 1804289383, 846930886, 1681692777, 1714636915 }, 987987334 },
	{ 42, { 71876166, 708592740, 1483128881, 907283241 }, 953383689 },
	{ 12345, { 383100999, 858300821, 357768173, 455528251 }, 1300851038 },
	{ 0x80000000u, { 1336741213, 1210407648, 1447044896, 337392383 }, 386748711 },
	{ 0xdeadbeefu, { 352217057, 918588210, 499345174, 513054021 }, 2068582523 },
	{ 0xffffffffu, { 254925627, 1205188300, 366127624, 1401405153 }, 1864878495 },
};

static const struct {
	size_t size;
	long first[4];
} sized[] = {
	{ 8, { 1282168116, 642666333, 712265938, 1486001571 } },
	{ 32, { 1380991591, 1769076016, 21842418, 334161865 } },
	{ 64, { 1539280666, 119640454, 760216337, 1561606870 } },
	{ 128, { 1045618677, 1863967299, 1272579899, 461085871 } },
	{ 256, { 1845920155, 920894829, 126676358, 1994262361 } },
};

int main(void)
{
	/* unseeded: the sequence of srandom(1) */
	CHECK_EQ(random(), 1804289383);
	CHECK_EQ(random(), 846930886);
	CHECK_EQ(random(), 1681692777);

	for (size_t s = 0; s < sizeof seeded / sizeof *seeded; s++) {
		srandom(seeded[s].seed);
		for (int i = 0; i < 4; i++)
			CHECK_EQ(random(), seeded[s].first[i]);
		long x = 0;
		for (int i = 0; i < 1000; i++)
			x = random();
		CHECK_EQ(x, seeded[s].thousandth);
	}

	static char bufs[5][256];
	for (size_t k = 0; k < sizeof sized / sizeof *sized; k++) {
		CHECK(initstate(7, bufs[k], sized[k].size) != NULL);
		for (int i = 0; i < 4; i++)
			CHECK_EQ(random(), sized[k].first[i]);
	}
	initstate(0, bufs[0], 8);
	CHECK_EQ(random(), 1103527590);

	setstate(bufs[4]);
	srand(3);
	CHECK_EQ(rand(), 178170992);
	CHECK_EQ(rand(), 1063827427);
	return 0;
}
