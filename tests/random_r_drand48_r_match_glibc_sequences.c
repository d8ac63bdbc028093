/* The reentrant generators give glibc's sequences: random_r after
   initstate_r matches random after initstate for the same seed and size
   (every state type), setstate_r switches between states that continue
   where they were; drand48_r & co. match drand48 & co. after the same
   seeding.  A few values are glibc 2.36's, checked on both libcs. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	static const size_t sizes[] = { 8, 32, 64, 128, 256, 300 };
	char a[300], b[300], c[128];
	struct random_data rd, rc;
	struct drand48_data d;
	unsigned short x1[3] = { 1, 2, 3 }, x2[3] = { 1, 2, 3 };
	unsigned short p[7] = { 5, 6, 7, 0x1234, 0x5678, 0x9, 0x21 };
	int32_t v, w;
	long r;
	double dv;
	size_t i;
	int k;

	memset(&rd, 0, sizeof rd);
	CHECK_EQ(initstate_r(42, c, sizeof c, &rd), 0);
	CHECK_EQ(random_r(&rd, &v), 0);
	CHECK_EQ(v, 71876166);
	CHECK_EQ(random_r(&rd, &v), 0);
	CHECK_EQ(v, 708592740);
	memset(&rd, 0, sizeof rd);
	CHECK_EQ(initstate_r(7, a, 8, &rd), 0);
	CHECK_EQ(random_r(&rd, &v), 0);
	CHECK_EQ(v, 1282168116);

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		memset(&rd, 0, sizeof rd);
		initstate(99 + i, a, sizes[i]);
		CHECK_EQ(initstate_r(99 + i, b, sizes[i], &rd), 0);
		for (k = 0; k < 1000; k++) {
			CHECK_EQ(random_r(&rd, &v), 0);
			CHECK_EQ(v, random());
		}
		srandom(5);
		CHECK_EQ(srandom_r(5, &rd), 0);
		for (k = 0; k < 100; k++) {
			CHECK_EQ(random_r(&rd, &v), 0);
			CHECK_EQ(v, random());
		}
	}
	CHECK_ERR(initstate_r(1, a, 7, &rd), EINVAL);
	CHECK_ERR(random_r(0, &v), EINVAL);

	/* Two states on one random_data, each continuing its own sequence. */
	memset(&rd, 0, sizeof rd);
	memset(&rc, 0, sizeof rc);
	CHECK_EQ(initstate_r(3, a, 128, &rd), 0);
	CHECK_EQ(initstate_r(3, c, 128, &rc), 0);
	CHECK_EQ(initstate_r(8, b, 64, &rd), 0);
	random_r(&rd, &v);
	CHECK_EQ(setstate_r(a, &rd), 0);
	for (k = 0; k < 50; k++) {
		random_r(&rd, &v);
		random_r(&rc, &w);
		CHECK_EQ(v, w);
		if (k == 20) {
			CHECK_EQ(setstate_r(b, &rd), 0);
			random_r(&rd, &v);
			CHECK_EQ(setstate_r(a, &rd), 0);
		}
	}

	memset(&d, 0, sizeof d);
	CHECK_EQ(srand48_r(1234, &d), 0);
	CHECK_EQ(lrand48_r(&d, &r), 0);
	CHECK_EQ(r, 1591021091);
	CHECK_EQ(mrand48_r(&d, &r), 0);
	CHECK_EQ(r, 921420195);
	CHECK_EQ(drand48_r(&d, &dv), 0);
	CHECK(dv == 0.33819583411435516);

	srand48(-77);
	CHECK_EQ(srand48_r(-77, &d), 0);
	for (k = 0; k < 200; k++) {
		CHECK_EQ(lrand48_r(&d, &r), 0);
		CHECK_EQ(r, lrand48());
		CHECK_EQ(mrand48_r(&d, &r), 0);
		CHECK_EQ(r, mrand48());
		CHECK_EQ(drand48_r(&d, &dv), 0);
		CHECK(dv == drand48());
		CHECK(dv >= 0 && dv < 1);
	}
	seed48(x1);
	CHECK_EQ(seed48_r(x2, &d), 0);
	for (k = 0; k < 50; k++) {
		CHECK_EQ(lrand48_r(&d, &r), 0);
		CHECK_EQ(r, lrand48());
	}
	lcong48(p);
	CHECK_EQ(lcong48_r(p, &d), 0);
	for (k = 0; k < 50; k++) {
		CHECK_EQ(mrand48_r(&d, &r), 0);
		CHECK_EQ(r, mrand48());
	}
	/* Caller's X: the same as erand48, nrand48, jrand48 with the
	   parameters lcong48 set. */
	for (k = 0; k < 50; k++) {
		CHECK_EQ(nrand48_r(x1, &d, &r), 0);
		CHECK_EQ(r, nrand48(x2));
		CHECK_EQ(jrand48_r(x1, &d, &r), 0);
		CHECK_EQ(r, jrand48(x2));
		CHECK_EQ(erand48_r(x1, &d, &dv), 0);
		CHECK(dv == erand48(x2));
	}
	/* A zeroed buffer starts with POSIX's multiplier and addend. */
	memset(&d, 0, sizeof d);
	x1[0] = x2[0] = 9;
	srand48(0);
	for (k = 0; k < 20; k++) {
		CHECK_EQ(nrand48_r(x1, &d, &r), 0);
		CHECK_EQ(r, nrand48(x2));
	}
	return 0;
}
