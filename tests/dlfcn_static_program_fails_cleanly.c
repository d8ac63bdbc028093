/* <dlfcn.h> in a static weft program: dlopen of a file fails with a
   dlerror message naming it, dlerror reports once and per thread,
   dlopen(NULL) gives a handle that dlclose accepts, dlsym on it finds
   nothing (documented: no dynamic symbol table); dladdr names the
   program's file (as glibc for a program without dynamic symbols), and
   no symbol, and fails for an address outside it. */
// test: weft-only
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static void *other_thread(void *arg)
{
	(void)arg;
	/* the main thread's pending error is not this thread's */
	CHECK(dlerror() == NULL);
	CHECK(dlopen("libother.so", RTLD_LAZY) == NULL);
	CHECK(dlerror() != NULL);
	CHECK(dlerror() == NULL);
	return NULL;
}

int main(void)
{
	CHECK(dlerror() == NULL);
	CHECK(dlopen("libm.so.6", RTLD_NOW) == NULL);

	pthread_t t;
	void *r;
	CHECK_EQ(pthread_create(&t, NULL, other_thread, NULL), 0);
	CHECK_EQ(pthread_join(t, &r), 0);

	const char *e = dlerror();
	CHECK(e != NULL);
	CHECK(strstr(e, "libm.so.6") != NULL);
	CHECK(strstr(e, "static") != NULL);
	CHECK(dlerror() == NULL);  /* reported once */

	CHECK(dlopen(NULL, 0) == NULL);  /* neither RTLD_LAZY nor RTLD_NOW */
	CHECK(strstr(dlerror(), "mode") != NULL);

	void *self = dlopen(NULL, RTLD_LAZY);
	CHECK(self != NULL);
	CHECK(dlerror() == NULL);
	CHECK(dlsym(self, "main") == NULL);
	e = dlerror();
	CHECK(e && strstr(e, "main"));
	CHECK(dlsym(RTLD_DEFAULT, "printf") == NULL);
	CHECK_EQ(dlclose(self), 0);
	CHECK(dlclose((void *)&t) != 0);
	CHECK(dlerror() != NULL);

	Dl_info info;
	extern char *program_invocation_name;
	CHECK_EQ(dladdr((void *)main, &info), 1);
	CHECK_STR(info.dli_fname, program_invocation_name);
	CHECK(info.dli_fbase && !memcmp(info.dli_fbase, "\177ELF", 4));
	CHECK((uintptr_t)info.dli_fbase <= (uintptr_t)main);
	CHECK(info.dli_sname == NULL && info.dli_saddr == NULL);
	CHECK_EQ(dladdr((void *)16, &info), 0);
	return 0;
}
