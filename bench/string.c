/* memcpy, memset, strlen, memcmp and strchr throughput at a few sizes. */
#include <stdlib.h>
#include "bench.h"

static char src[1 << 20] __attribute__((aligned(64)));
static char dst[1 << 20] __attribute__((aligned(64)));

int main(void)
{
	static const struct { const char *cpy, *set, *len, *cmp, *chr; size_t n; } s[] = {
		{ "memcpy_16", "memset_16", "strlen_16", "memcmp_16", "strchr_16", 16 },
		{ "memcpy_256", "memset_256", "strlen_256", "memcmp_256", "strchr_256", 256 },
		{ "memcpy_4k", "memset_4k", "strlen_4k", "memcmp_4k", "strchr_4k", 4096 },
		{ "memcpy_1m", "memset_1m", "strlen_1m", "memcmp_1m", "strchr_1m", (1 << 20) - 64 },
	};
	const long long t = 40 * 1000 * 1000;

	/* The largest case writes dst[0..n] and src[n]: n + 1 bytes must fit. */
	_Static_assert((1 << 20) - 64 + 1 <= sizeof src, "1 MiB case must stay inside src/dst");

	memset(src, 'a', sizeof src);
	for (size_t i = 0; i < sizeof s / sizeof *s; i++) {
		size_t n = s[i].n;
		volatile size_t vn = n;
		src[n] = 0;
		BENCH(s[i].cpy, t, { memcpy(dst + 1, src, vn); b_clobber(); });
		BENCH(s[i].set, t, { memset(dst, b_i, vn); b_clobber(); });
		BENCH(s[i].len, t, { size_t r = strlen(src + (b_i & 1) * 0); b_keep(r); b_clobber(); });
		memcpy(dst, src, n + 1);
		BENCH(s[i].cmp, t, { int r = memcmp(dst, src, vn); b_keep(r); b_clobber(); });
		BENCH(s[i].chr, t, { char *r = strchr(src, 'z'); b_keep(r); b_clobber(); });
		src[n] = 'a';
	}
	return 0;
}
