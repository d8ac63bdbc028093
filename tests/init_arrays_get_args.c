/* .preinit_array runs before .init_array, and both get (argc, argv, envp)
   before main. */
#include "check.h"

static int order, pre_seen, init_seen, got_argc;
static char **got_argv, **got_envp;

static void pre(int argc, char **argv, char **envp)
{
	(void)argc; (void)argv; (void)envp;
	pre_seen = ++order;
}

static void init(int argc, char **argv, char **envp)
{
	init_seen = ++order;
	got_argc = argc;
	got_argv = argv;
	got_envp = envp;
}

__attribute__((section(".preinit_array"), used)) static void (*p1)(int, char **, char **) = pre;
__attribute__((section(".init_array"), used)) static void (*i1)(int, char **, char **) = init;

int main(int argc, char **argv, char **envp)
{
	CHECK_EQ(pre_seen, 1);
	CHECK_EQ(init_seen, 2);
	CHECK_EQ(got_argc, argc);
	CHECK(got_argv == argv);
	CHECK(got_envp == envp);
	return 0;
}
