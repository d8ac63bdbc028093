/* The drand48 family is POSIX's 48-bit LCG (a = 0x5DEECE66D, c = 0xB until
   lcong48 changes them): the sequences match an independent computation
   and the values glibc gives for the same calls; seed48 returns the
   previous X; lcong48 sets X, a and c; the xsubi variants use and update
   the caller's state only. */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

static uint64_t ref_x, ref_a = 0x5deece66dull, ref_c = 0xb;

static uint64_t ref_step(void)
{
	ref_x = (ref_a * ref_x + ref_c) & 0xffffffffffffull;
	return ref_x;
}

int main(void)
{
	/* unseeded: X starts at 0 */
	CHECK(drand48() == 0x1.6p-45);
	CHECK_EQ(lrand48(), 2116118);
	CHECK_EQ(mrand48(), 178803790);

	srand48(12345);
	CHECK(drand48() == 0x1.cd79090a8808p-3);
	CHECK_EQ(lrand48(), 1973930609);
	CHECK_EQ(mrand48(), 888376418);
	srand48(-1L);
	CHECK_EQ(lrand48(), 644300343);
	srand48(0x123456789abcL);	/* only the low 32 bits count */
	CHECK_EQ(lrand48(), 45422196);
	srand48(1);
	CHECK_EQ(lrand48(), 89400484);

	/* a long run against the reference, every output kind */
	srand48(987654321);
	ref_x = (uint64_t)987654321 << 16 | 0x330e;
	for (int i = 0; i < 3000; i++) {
		switch (i % 3) {
		case 0:
			CHECK(drand48() == (double)ref_step() / 281474976710656.0);
			break;
		case 1:
			CHECK_EQ(lrand48(), (long)(ref_step() >> 17));
			break;
		default:
			CHECK_EQ(mrand48(), (long)(int32_t)(uint32_t)(ref_step() >> 16));
		}
	}

	/* seed48: returns the X it replaced */
	srand48(1);
	uint64_t x1 = (uint64_t)1 << 16 | 0x330e;
	unsigned short s[3] = { 1, 2, 3 };
	unsigned short *old = seed48(s);
	CHECK_EQ(old[0], (unsigned short)x1);
	CHECK_EQ(old[1], (unsigned short)(x1 >> 16));
	CHECK_EQ(old[2], 0);
	CHECK_EQ(s[0], 1);	/* the argument is left alone */
	old = seed48(s);
	CHECK_EQ(old[0], 1);
	CHECK_EQ(old[1], 2);
	CHECK_EQ(old[2], 3);
	CHECK_EQ(lrand48(), 949179875);
	CHECK_EQ(mrand48(), 1130126687);

	/* the caller's state only */
	unsigned short x[3] = { 0x1234, 0x5678, 0x9abc };
	seed48(s);
	CHECK(erand48(x) == 0x1.257a45a9e0bcp-2);
	CHECK_EQ(nrand48(x), 2006585297);
	CHECK_EQ(jrand48(x), -1996062933);
	CHECK_EQ(x[0], 0x801);
	CHECK_EQ(x[1], 0x7f2b);
	CHECK_EQ(x[2], 0x8906);
	CHECK_EQ(lrand48(), 949179875);	/* the global X did not move */

	/* lcong48: X = 0x300020001, a = 5, c = 7, also for the xsubi forms */
	unsigned short p[7] = { 1, 2, 3, 5, 0, 0, 7 };
	lcong48(p);
	CHECK_EQ(mrand48(), 983050);
	CHECK_EQ(lrand48(), 2457625);
	unsigned short y[3] = { 9, 9, 9 };
	CHECK_EQ(jrand48(y), 2949165);
	/* srand48 puts POSIX's a and c back */
	srand48(1);
	CHECK_EQ(lrand48(), 89400484);
	lcong48(p);
	seed48(s);
	CHECK_EQ(lrand48(), 949179875);

	for (int i = 0; i < 1000; i++) {
		double d = drand48();
		long l = lrand48(), m = mrand48();
		CHECK(d >= 0.0 && d < 1.0);
		CHECK(l >= 0 && l < 0x80000000l);
		CHECK(m >= -0x80000000l && m < 0x80000000l);
	}
	return 0;
}
