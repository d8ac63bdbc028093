/* arc4random and arc4random_buf give varying bits (two draws of 128 bits
   do not repeat, every bit position takes both values), and
   arc4random_uniform stays below its bound, reaches every value of a
   small range and returns 0 for bounds 0 and 1. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	unsigned char a[16], b[16], big[4096];
	uint32_t ors = 0, ands = ~0u, v;
	int seen[7] = { 0 }, i;

	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	arc4random_buf(a, sizeof a);
	arc4random_buf(b, sizeof b);
	CHECK(memcmp(a, b, sizeof a) != 0);
	arc4random_buf(big, sizeof big);
	arc4random_buf(big, 0);
	for (i = 0; i < 200; i++) {
		v = arc4random();
		ors |= v;
		ands &= v;
	}
	CHECK_EQ(ors, 0xffffffffu);
	CHECK_EQ(ands, 0);
	CHECK_EQ(arc4random_uniform(0), 0);
	CHECK_EQ(arc4random_uniform(1), 0);
	for (i = 0; i < 2000; i++) {
		v = arc4random_uniform(7);
		CHECK_LT(v, 7);
		seen[v]++;
	}
	for (i = 0; i < 7; i++)
		CHECK_GT(seen[i], 0);
	for (i = 0; i < 100; i++)
		CHECK_LT(arc4random_uniform(0x80000001u), 0x80000001u);
	CHECK_LE(arc4random_uniform(0xffffffffu), 0xfffffffeu);
	return 0;
}
