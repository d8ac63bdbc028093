/* POSIX has <stdlib.h> define WNOHANG, WUNTRACED and the macros that
   read a status word, so that system()'s result can be decoded without
   <sys/wait.h>.  Strict C99 + POSIX, <stdlib.h> alone (an implicit
   declaration of a W* "function" is an error here). */
// test: cflags -std=c99 -D_POSIX_C_SOURCE=200809L -Werror=implicit-function-declaration
#include <stdlib.h>
#include "check.h"

int main(void)
{
#if !defined(WNOHANG) || !defined(WUNTRACED)
	CHECK(!"WNOHANG and WUNTRACED are defined");
#else
	/* the kernel's waitpid flags */
	CHECK_EQ(WNOHANG, 1);
	CHECK_EQ(WUNTRACED, 2);

	int s = system("exit 3");
	CHECK(WIFEXITED(s));
	CHECK(!WIFSIGNALED(s));
	CHECK(!WIFSTOPPED(s));
	CHECK_EQ(WEXITSTATUS(s), 3);

	s = system("kill -9 $$");
	CHECK(!WIFEXITED(s));
	CHECK(WIFSIGNALED(s));
	CHECK_EQ(WTERMSIG(s), 9);

	/* a stopped child's status, as waitpid with WUNTRACED reports it */
	s = 19 << 8 | 0x7f;
	CHECK(WIFSTOPPED(s));
	CHECK_EQ(WSTOPSIG(s), 19);
#endif
	return 0;
}
