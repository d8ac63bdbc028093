/* A static program's ifuncs (the ifunc attribute, and gcc's
   target_clones on x86_64) are resolved at start-up: each resolver runs
   once, after the thread pointer exists (the resolvers here use the
   stack protector and TLS), and before the constructors, which may call
   them. */
// test: cflags -fstack-protector-all
#include <string.h>
#include "check.h"

static _Thread_local int tls_seen = 7;
static int resolver_calls, resolver_tls;

static long add_impl(long a, long b) { return a + b; }
static long (*resolve_add(void))(long, long)
{
	char buf[32];	/* a canary-protected frame */
	memset(buf, tls_seen, sizeof buf);
	resolver_tls = buf[5];
	resolver_calls++;
	return add_impl;
}
long add(long a, long b) __attribute__((ifunc("resolve_add")));

static const char *name_impl(void) { return "resolved"; }
static const char *(*resolve_name(void))(void)
{
	resolver_calls++;
	return name_impl;
}
const char *name(void) __attribute__((ifunc("resolve_name")));

#ifdef __x86_64__
__attribute__((target_clones("default", "avx2"))) long scaled(long x) { return 3 * x; }
#else
static long scaled(long x) { return 3 * x; }
#endif

static long in_ctor;
__attribute__((constructor)) static void ctor(void) { in_ctor = add(40, 2) + scaled(1); }

int main(void)
{
	CHECK_EQ(in_ctor, 45);
	CHECK_EQ(resolver_calls, 2);
	CHECK_EQ(resolver_tls, 7);
	CHECK_EQ(add(2, 3), 5);
	CHECK_STR(name(), "resolved");
	CHECK_EQ(scaled(14), 42);
	CHECK_EQ(resolver_calls, 2);
	return 0;
}
