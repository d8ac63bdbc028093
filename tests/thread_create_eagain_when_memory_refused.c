/* When the address-space limit refuses a thread's memory, pthread_create
   returns EAGAIN (no crash), leaves no mapping behind, and works again
   once memory is available. */
// test: cflags -pthread
#include <pthread.h>
#include <fcntl.h>
#include <sys/resource.h>
#include "check.h"

static void *idle(void *a) { return a; }

static int count_maps(void)
{
	char buf[65536];
	int fd = open("/proc/self/maps", O_RDONLY), n = 0;
	ssize_t r;
	CHECK(fd >= 0);
	while ((r = read(fd, buf, sizeof buf)) > 0)
		for (ssize_t i = 0; i < r; i++)
			n += buf[i] == '\n';
	close(fd);
	return n;
}

int main(int argc, char **argv)
{
	pthread_t t;
	pthread_attr_t a;
	struct rlimit old, rl;

	(void)argc;
	/* under qemu-user, which does not apply RLIMIT_AS (setrlimit below
	   is then harmless): a 128 MiB guest address space in all */
	t_qemu_limit_as(argv, 128ul << 20);
	/* one thread first, so everything lazily set up already exists */
	CHECK_EQ(pthread_create(&t, 0, idle, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);

	CHECK_EQ(getrlimit(RLIMIT_AS, &old), 0);
	int before = count_maps();
	rl = old;
	rl.rlim_cur = 64 << 20;   /* 64 MiB of address space in all */
	CHECK_EQ(setrlimit(RLIMIT_AS, &rl), 0);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 256 << 20), 0);
	int e = pthread_create(&t, &a, idle, 0);
	CHECK_EQ(setrlimit(RLIMIT_AS, &old), 0);
	CHECK_EQ(e, EAGAIN);
	CHECK_EQ(count_maps(), before);

	/* and it works again */
	CHECK_EQ(pthread_attr_setstacksize(&a, 1 << 20), 0);
	CHECK_EQ(pthread_create(&t, &a, idle, (void *)7), 0);
	void *r;
	CHECK_EQ(pthread_join(t, &r), 0);
	CHECK(r == (void *)7);
	pthread_attr_destroy(&a);
	return 0;
}
