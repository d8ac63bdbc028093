/* A threaded program that forks and prints but never calls an aio
   function links none of it (no helper threads, no fork hook, no
   notification code); one that calls aio_read gets the queue and the
   notifications it shares with getaddrinfo_a, but none of getaddrinfo_a;
   aio_error alone pulls in nothing. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > plain.c <<'EOF'\n"
		      "#include <pthread.h>\n#include <stdio.h>\n#include <unistd.h>\n#include <sys/wait.h>\n"
		      "static void *run(void *a) { return a; }\n"
		      "int main(void) { pthread_t t; int st;\n"
		      "  if (pthread_create(&t, 0, run, 0) || pthread_join(t, 0)) return 1;\n"
		      "  pid_t p = fork(); if (!p) _exit(0); waitpid(p, &st, 0);\n"
		      "  printf(\"ok\\n\"); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o plain plain.c && test \"$(./plain)\" = ok"), 0);
	CHECK_EQ(t_sh("nm plain > plain.nm && grep -Eq ' (aio_[a-z]*|lio_listio|__aio_[a-z_]*|__sigev_notify)$' plain.nm"), 1);

	CHECK_EQ(t_sh("cat > err.c <<'EOF'\n"
		      "#include <aio.h>\n#include <string.h>\n"
		      "int main(void) { struct aiocb cb; memset(&cb, 0, sizeof cb);\n"
		      "  return aio_error(&cb); }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o err err.c && ./err"), 0);
	CHECK_EQ(t_sh("nm err > err.nm && grep -q ' T aio_error$' err.nm && "
		      "grep -Eq ' (__aio_submit|__sigev_notify|aio_read|pthread_create)$' err.nm"), 1);

	CHECK_EQ(t_sh("cat > use.c <<'EOF'\n"
		      "#include <aio.h>\n#include <string.h>\n"
		      "int main(void) { struct aiocb cb; char b[4]; memset(&cb, 0, sizeof cb);\n"
		      "  cb.aio_buf = b; cb.aio_nbytes = 4; cb.aio_fildes = 0;\n"
		      "  return aio_read(&cb) != 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o use use.c && ./use < /dev/null"), 0);
	CHECK_EQ(t_sh("nm use > use.nm && for s in aio_read __aio_submit __sigev_notify __sigev_group_done pthread_create; do "
		      "grep -Eq \" [TtW] $s\\$\" use.nm || exit 1; done"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (getaddrinfo_a|gai_[a-z]*|__gai_[a-z_]*)$' use.nm"), 1);
	return 0;
}
