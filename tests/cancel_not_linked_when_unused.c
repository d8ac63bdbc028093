/* A threaded program that uses cleanup handlers, reads a pipe and prints,
   but never references pthread_cancel, links none of the cancellation
   machinery (the cancellable syscall, its signal handler, acting on a
   request); one that calls pthread_cancel gets all of it.  pthread_exit
   is how every thread ends, so pthread_create brings it in either way. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > plain.c <<'EOF'\n"
		      "#include <pthread.h>\n#include <stdio.h>\n#include <unistd.h>\n"
		      "static int n;\nstatic void h(void *p) { n += *(int *)p; }\n"
		      "static void *run(void *a) { int one = 1; char c = 0;\n"
		      "  pthread_cleanup_push(h, &one);\n"
		      "  if (read(*(int *)a, &c, 1) != 1) n = 100;\n"
		      "  pthread_cleanup_pop(1);\n  return 0; }\n"
		      "int main(void) { int p[2]; pthread_t t;\n"
		      "  if (pipe(p) || write(p[1], \"x\", 1) != 1) return 1;\n"
		      "  if (pthread_create(&t, 0, run, p) || pthread_join(t, 0)) return 1;\n"
		      "  printf(\"%d\\n\", n); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o plain plain.c && test \"$(./plain)\" = 1"), 0);
	CHECK_EQ(t_sh("nm plain > plain.nm && grep -q ' T __weft_cleanup_push$' plain.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (pthread_cancel|__cancel_act|cancel_slow|"
		      "__cancel_init|on_cancel_signal|__start_weft_cp_sites)$' plain.nm"), 1);

	CHECK_EQ(t_sh("sed 's/int main(void) {/int main(void) { pthread_cancel(pthread_self());"
		      " pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, 0);/' plain.c > can.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o can can.c && test \"$(./can)\" = 1"), 0);
	CHECK_EQ(t_sh("nm can > can.nm && for s in pthread_exit pthread_cancel __cancel_act "
		      "cancel_slow on_cancel_signal; do grep -q \" [TtW] $s\\$\" can.nm || exit 1; done"), 0);
	return 0;
}
