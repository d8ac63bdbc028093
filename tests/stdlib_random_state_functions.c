/* rand/srand and random/srandom/initstate/setstate: values within
   0..RAND_MAX, reproducible from a seed, srand(1) is the unseeded
   sequence, initstate validates its size and returns the previous state,
   setstate resumes a state where it left off, rand_r depends only on its
   seed word. */
#include <stdlib.h>
#include "check.h"

int main(int argc, char **argv)
{
	long first[20], again[20];
	char st1[256], st2[64], tiny[8], small[7];
	unsigned s1, s2;
	char *prev;

	CHECK_EQ(RAND_MAX, 0x7fffffff);
	(void)argc;
	(void)argv;

	/* The unseeded sequence is the one srand(1) gives. */
	for (int i = 0; i < 20; i++)
		first[i] = rand();
	srand(1);
	for (int i = 0; i < 20; i++)
		CHECK_EQ(rand(), first[i]);
	srandom(1);
	for (int i = 0; i < 20; i++)
		CHECK_EQ(random(), first[i]);

	/* A seed gives a reproducible sequence, another seed another one;
	   values stay in range and are not all equal. */
	srandom(12345);
	int differs = 0, same = 0;
	long or_bits = 0;
	for (int i = 0; i < 1000; i++) {
		long r = random();
		CHECK(r >= 0 && r <= RAND_MAX);
		or_bits |= r;
		if (i < 20)
			again[i] = r;
	}
	CHECK_EQ(or_bits, RAND_MAX);
	srandom(12345);
	for (int i = 0; i < 20; i++)
		CHECK_EQ(random(), again[i]);
	srandom(54321);
	for (int i = 0; i < 20; i++)
		same += random() == again[i];
	CHECK(same < 3);

	/* initstate: size below 8 is EINVAL; otherwise the previous state
	   comes back, and setstate switches between states, each continuing
	   where it stopped. */
	errno = 0;
	CHECK(initstate(1, small, sizeof small) == 0);
	CHECK_EQ(errno, EINVAL);

	prev = initstate(7, st1, sizeof st1);
	CHECK(prev != 0);
	for (int i = 0; i < 10; i++)
		first[i] = random();
	CHECK(initstate(7, st2, sizeof st2) == st1);
	for (int i = 0; i < 10; i++)
		again[i] = random();
	for (int i = 0; i < 10; i++)
		differs += first[i] != again[i];
	CHECK(differs > 5);   /* a different state size is a different generator */

	/* Rebuild st1's sequence and check that setstate continues it. */
	CHECK(initstate(7, st1, sizeof st1) == st2);
	for (int i = 0; i < 5; i++)
		CHECK_EQ(random(), first[i]);
	CHECK(setstate(st2) == st1);
	CHECK(setstate(st1) == st2);
	for (int i = 5; i < 10; i++)
		CHECK_EQ(random(), first[i]);

	/* The 8-byte state works too. */
	CHECK(initstate(3, tiny, sizeof tiny) == st1);
	for (int i = 0; i < 100; i++) {
		long r = random();
		CHECK(r >= 0 && r <= RAND_MAX);
	}
	CHECK(setstate(prev) == tiny);

	/* rand_r: same seed word, same sequence; the word is updated. */
	s1 = s2 = 99;
	for (int i = 0; i < 50; i++) {
		int a = rand_r(&s1), b = rand_r(&s2);
		CHECK_EQ(a, b);
		CHECK(a >= 0 && a <= RAND_MAX);
	}
	CHECK(s1 == s2 && s1 != 99);
	differs = 0;
	s1 = 100;
	s2 = 99;
	for (int i = 0; i < 20; i++)
		differs += rand_r(&s1) != rand_r(&s2);
	CHECK(differs > 15);
	return 0;
}
