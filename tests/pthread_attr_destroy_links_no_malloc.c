/* A threaded program that uses attributes (init, setstacksize, destroy)
   but never allocates links none of the allocator: pthread_attr_destroy
   frees the sigmask/affinity copies through a hook that only the _np
   setters bring in.  With those setters, destroy does free the copies. */
// test: weft-only
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include "check.h"

static long rss_pages(void)
{
	char buf[128] = { 0 };
	long size = 0, rss = -1;
	FILE *f = fopen("/proc/self/statm", "r");

	CHECK(f);
	CHECK(fgets(buf, sizeof buf, f));
	fclose(f);
	CHECK_EQ(sscanf(buf, "%ld %ld", &size, &rss), 2);
	return rss;
}

int main(void)
{
	CHECK_EQ(t_sh("printf '#include <pthread.h>\\n"
		      "static void *fn(void *a) { return a; }\\n"
		      "int main(void) { pthread_attr_t a; pthread_t t; void *r = 0; int x;\\n"
		      "  if (pthread_attr_init(&a) || pthread_attr_setstacksize(&a, 1 << 20)) return 1;\\n"
		      "  if (pthread_create(&t, &a, fn, &x) || pthread_attr_destroy(&a)) return 2;\\n"
		      "  if (pthread_join(t, &r) || r != &x) return 3;\\n"
		      "  return 0; }\\n' > attr.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o attr attr.c && ./attr"), 0);
	CHECK_EQ(t_sh("nm attr > attr.nm && grep -q ' T pthread_attr_destroy$' attr.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (malloc|free|__malloc_[a-z_]+|__pthread_attr_np_free)$' attr.nm"), 1);

	/* with the setters, the copies are freed on destroy */
	CHECK_EQ(t_sh("printf '#define _GNU_SOURCE\\n#include <pthread.h>\\n#include <signal.h>\\n"
		      "int main(void) { pthread_attr_t a; sigset_t s; sigemptyset(&s);\\n"
		      "  pthread_attr_init(&a); if (pthread_attr_setsigmask_np(&a, &s)) return 1;\\n"
		      "  return pthread_attr_destroy(&a); }\\n' > mask.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o mask mask.c && ./mask && "
		      "nm mask | grep -q ' __pthread_attr_np_free$'"), 0);

	long before = rss_pages();
	cpu_set_t cpus;
	sigset_t mask;
	CPU_ZERO(&cpus);
	CPU_SET(0, &cpus);
	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	for (int i = 0; i < 100000; i++) {
		pthread_attr_t a;
		CHECK_EQ(pthread_attr_init(&a), 0);
		CHECK_EQ(pthread_attr_setsigmask_np(&a, &mask), 0);
		CHECK_EQ(pthread_attr_setaffinity_np(&a, sizeof cpus, &cpus), 0);
		CHECK_EQ(pthread_attr_destroy(&a), 0);
	}
	/* 100,000 leaked pairs of copies would be 25 MB or more */
	CHECK(rss_pages() - before < 2048);

	/* after destroy and init the attribute carries no mask again */
	pthread_attr_t a;
	sigset_t got;
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setsigmask_np(&a, &mask), 0);
	CHECK_EQ(pthread_attr_getsigmask_np(&a, &got), 0);
	CHECK(sigismember(&got, SIGUSR1) == 1);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_getsigmask_np(&a, &got), PTHREAD_ATTR_NO_SIGMASK_NP);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	return 0;
}
