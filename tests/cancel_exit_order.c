/* Thread exit order, by pthread_exit and by cancellation: the cleanup
   handlers run first (most recent first), with the thread-specific
   values still in place; then the TSD destructors, including one for a
   value a cleanup handler set. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static pthread_key_t k1, k2;
static int bad_value;

static void handler(void *arg)
{
	const char *name = arg;

	if (pthread_getspecific(k1) != (void *)&k1)
		bad_value = 1;
	note(arg);
	if (*name == 'a')
		CHECK_EQ(pthread_setspecific(k2, &k2), 0);
}

static void dtor(void *v)
{
	note(v == &k1 ? "D" : v == &k2 ? "E" : "?");
}

static void *body(void *cancel)
{
	CHECK_EQ(pthread_setspecific(k1, &k1), 0);
	pthread_cleanup_push(handler, "a");
	pthread_cleanup_push(handler, "b");
	if (cancel)
		t_block_in_read();
	pthread_exit((void *)1);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{
	CHECK_EQ(pthread_key_create(&k1, dtor), 0);
	CHECK_EQ(pthread_key_create(&k2, dtor), 0);
	for (int cancel = 0; cancel < 2; cancel++) {
		void *res = t_run_thread(body, (void *)(long)cancel, cancel);

		CHECK(res == (cancel ? PTHREAD_CANCELED : (void *)1));
		CHECK_EQ(bad_value, 0);
		/* Destructors of different keys run in no set order. */
		if (strcmp(log_, "baED") != 0)
			CHECK_STR(log_, "baDE");
	}
	return 0;
}
