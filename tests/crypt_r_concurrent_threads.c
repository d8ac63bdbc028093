/* crypt_r keeps all its state in the caller's struct crypt_data: four
   threads hashing with four methods at once, each with its own data,
   all get the hashes a lone call gives. */
// test: cflags -pthread
// test: ldflags -lcrypt
// test: timeout 60
#define _GNU_SOURCE
#include <crypt.h>
#include <pthread.h>
#include <string.h>
#include "check.h"

static const char *const settings[4] = {
	"$5$rounds=1000$threads", "$1$threads", "$2b$04$threadsthreadsthreadsu", "th",
};
static const char *const keys[4] = { "one", "two", "three", "four" };
static char expect[4][CRYPT_OUTPUT_SIZE];
static int wrong[4];

static void *run(void *arg)
{
	int i = (int)(long)arg;
	struct crypt_data *d = calloc(1, sizeof *d);
	if (!d)
		return (void *)1;
	for (int n = 0; n < 30; n++) {
		char *h = crypt_r(keys[i], settings[i], d);
		if (!h || strcmp(h, expect[i]))
			wrong[i]++;
	}
	free(d);
	return 0;
}

int main(void)
{
	static struct crypt_data d;
	for (int i = 0; i < 4; i++) {
		char *h = crypt_r(keys[i], settings[i], &d);
		CHECK(h && h[0] != '*');
		strcpy(expect[i], h);
	}
	CHECK_STR(expect[3], "thF8YGI2sqk1c");
	pthread_t t[4];
	for (int i = 0; i < 4; i++)
		CHECK_EQ(pthread_create(&t[i], 0, run, (void *)(long)i), 0);
	for (int i = 0; i < 4; i++) {
		void *r;
		CHECK_EQ(pthread_join(t[i], &r), 0);
		CHECK(r == 0);
		CHECK_EQ(wrong[i], 0);
	}
	return 0;
}
