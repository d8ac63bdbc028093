#include <elf.h>
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "syscall.h"
#include "tempname.h"

hidden char *__temp_xs(char *template, int suffixlen)
{
	size_t n = strlen(template);

	if (suffixlen < 0 || n < 6 || n - 6 < (size_t)suffixlen) {
		errno = EINVAL;
		return 0;
	}
	n -= suffixlen;
	if (memcmp(template + n - 6, "XXXXXX", 6)) {
		errno = EINVAL;
		return 0;
	}
	return template + n - 6;
}

static uint64_t mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ull;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebull;
	x ^= x >> 31;
	return x;
}

/*
 * 62^6 names (about 2^35.7).  The bits come from getrandom; if the kernel
 * lacks it or it would block (early boot), they are mixed from the
 * kernel's AT_RANDOM bytes, the thread id, the stack address, a
 * process-wide counter and the clock, so concurrent threads and processes
 * still try different names.
 */
hidden void __temp_fill(char *x)
{
	static const char chars[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	static unsigned long counter;
	uint64_t r;

	if (__syscall(SYS_getrandom, &r, sizeof r, 1 /* GRND_NONBLOCK */) != sizeof r) {
		const size_t *at = __auxv_find(AT_RANDOM);
		uint64_t seed = 0;
		long ts[2] = { 0, 0 };

		if (at && *at)
			memcpy(&seed, (const void *)*at, sizeof seed);
		__syscall(SYS_clock_gettime, 1 /* CLOCK_MONOTONIC */, ts);
		r = mix(seed ^ (uint64_t)__syscall(SYS_gettid) << 32);
		r = mix(r ^ (uintptr_t)&r ^ __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
		r = mix(r ^ (uint64_t)ts[0] * 1000000007u ^ (uint64_t)ts[1]);
	}
	for (int i = 0; i < 6; i++) {
		x[i] = chars[r % 62];
		r /= 62;
	}
}
