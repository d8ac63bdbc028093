/* Cleanup handlers for every way out of a thread: pthread_exit and
   cancellation run the pushed handlers most recent first (also those
   pushed by callers further up the stack); pthread_cleanup_pop(nonzero)
   runs just the top one, pop(0) removes it unrun; returning from the
   start routine (every handler popped) runs none. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"


static void inner_exit(void)
{
	pthread_cleanup_push(note, "c");
	pthread_exit((void *)11);
	pthread_cleanup_pop(0);
}

static void *by_exit(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	inner_exit();
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

static void *by_cancel(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_push(note, "c");
	t_block_in_read();
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

static void *by_pop1(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_push(note, "c");
	pthread_cleanup_pop(1);
	CHECK_STR(log_, "c");
	pthread_cleanup_pop(2);
	CHECK_STR(log_, "cb");
	pthread_cleanup_pop(-1);
	CHECK_STR(log_, "cba");
	return arg;
}

static void *by_pop0_then_exit(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_pop(0);
	CHECK_STR(log_, "");
	pthread_cleanup_push(note, "c");
	pthread_cleanup_push(note, "d");
	pthread_cleanup_pop(1);
	CHECK_STR(log_, "d");
	pthread_exit(arg);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *by_return(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

int main(void)
{

	CHECK(t_run_thread(by_exit, (void *)1, 0) == (void *)11);
	CHECK_STR(log_, "cba");

	CHECK(t_run_thread(by_cancel, (void *)2, 1) == PTHREAD_CANCELED);
	CHECK_STR(log_, "cba");

	CHECK(t_run_thread(by_pop1, (void *)3, 0) == (void *)3);
	CHECK_STR(log_, "cba");

	CHECK(t_run_thread(by_pop0_then_exit, (void *)4, 0) == (void *)4);
	CHECK_STR(log_, "dca");

	CHECK(t_run_thread(by_return, (void *)5, 0) == (void *)5);
	CHECK_STR(log_, "");
	return 0;
}
