/* libm: ns per call over fixed arrays of typical arguments (calls are
   independent, so this is throughput, as most numeric code sees it). */
#include <math.h>
#include "bench.h"

#define N 1024
static double a[N], b[N];
static float af[N];
static volatile double sink;
static volatile float sinkf;

static unsigned long long seed = 0x9e3779b97f4a7c15ull;
static double rnd(double lo, double hi)
{
	seed = seed * 6364136223846793005ull + 1442695040888963407ull;
	return lo + (hi - lo) * (double)(seed >> 11) * 0x1p-53;
}

static void fill(double lo, double hi, int logu)
{
	for (int i = 0; i < N; i++) {
		a[i] = logu ? exp(rnd(log(lo), log(hi))) : rnd(lo, hi);
		af[i] = (float)a[i];
	}
}

#define RUN1(name, fn, arr, T, snk) do { \
	unsigned n_ = 0; T acc_ = 0; \
	BENCH(name, t, { acc_ += fn(arr[n_++ & (N - 1)]); }); \
	snk = acc_; } while (0)

int main(void)
{
	const long long t = 40 * 1000 * 1000;

	fill(-10, 10, 0);
	RUN1("exp", exp, a, double, sink);
	RUN1("expf", expf, af, float, sinkf);
	fill(1e-3, 1e3, 1);
	RUN1("log", log, a, double, sink);
	RUN1("logf", logf, af, float, sinkf);
	fill(-1000, 1000, 0);
	RUN1("cbrt", cbrt, a, double, sink);
	fill(-10, 10, 0);
	RUN1("sin", sin, a, double, sink);
	RUN1("cos", cos, a, double, sink);
	RUN1("tan", tan, a, double, sink);
	RUN1("sinf", sinf, af, float, sinkf);
	for (int i = 0; i < N; i++)
		b[i] = rnd(-10, 10);
	{
		unsigned n = 0;
		double acc = 0;
		BENCH("atan2", t, { acc += atan2(a[n & (N - 1)], b[n & (N - 1)]); n++; });
		sink = acc;
	}
	fill(0.1, 10, 1);
	for (int i = 0; i < N; i++)
		b[i] = rnd(-5, 5);
	{
		unsigned n = 0;
		double acc = 0;
		BENCH("pow", t, { acc += pow(a[n & (N - 1)], b[n & (N - 1)]); n++; });
		sink = acc;
	}
	return 0;
}
