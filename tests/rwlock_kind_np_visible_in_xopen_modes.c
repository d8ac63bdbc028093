/* PTHREAD_RWLOCK_PREFER_*_NP and pthread_rwlockattr_[gs]etkind_np are
   declared whenever XSI (_XOPEN_SOURCE >= 500) or POSIX 2001 and later is
   selected, and by default, as with glibc, not only under _GNU_SOURCE.
   Each mode builds (warnings are errors) and runs a program using them. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include "check.h"

static const char program[] =
	"#include <errno.h>\n"
	"#include <pthread.h>\n"
	"int main(void)\n"
	"{\n"
	"	pthread_rwlockattr_t a;\n"
	"	pthread_rwlock_t rw;\n"
	"	int k = -1;\n"
	"	if (pthread_rwlockattr_init(&a)) return 1;\n"
	"	if (pthread_rwlockattr_getkind_np(&a, &k) || k != PTHREAD_RWLOCK_DEFAULT_NP) return 2;\n"
	"	if (PTHREAD_RWLOCK_DEFAULT_NP != PTHREAD_RWLOCK_PREFER_READER_NP) return 3;\n"
	"	if (pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NP)) return 4;\n"
	"	if (pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP)) return 5;\n"
	"	if (pthread_rwlockattr_getkind_np(&a, &k) || k != PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP) return 6;\n"
	"	if (pthread_rwlockattr_setkind_np(&a, 12345) != EINVAL) return 7;\n"
	"	if (pthread_rwlock_init(&rw, &a)) return 8;\n"
	"	if (pthread_rwlock_rdlock(&rw) || pthread_rwlock_unlock(&rw)) return 9;\n"
	"	if (pthread_rwlock_wrlock(&rw) || pthread_rwlock_unlock(&rw)) return 10;\n"
	"	pthread_rwlock_destroy(&rw);\n"
	"	pthread_rwlockattr_destroy(&a);\n"
	"	return 0;\n"
	"}\n";

int main(void)
{
	static const char *const modes[] = {
		"",
		"-std=c99 -D_XOPEN_SOURCE=500",
		"-std=c99 -D_XOPEN_SOURCE=600",
		"-std=c11 -D_XOPEN_SOURCE=700",
		"-std=c99 -D_POSIX_C_SOURCE=200112L",
		"-std=c99 -D_POSIX_C_SOURCE=200809L",
		"-std=c11 -D_DEFAULT_SOURCE",
		"-std=gnu11 -D_GNU_SOURCE",
	};
	FILE *f = fopen("kind.c", "w");

	CHECK(f);
	CHECK(fputs(program, f) >= 0);
	CHECK_EQ(fclose(f), 0);
	for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
		char cmd[512];

		snprintf(cmd, sizeof cmd, "\"$TEST_CC\" %s -Wall -Wextra -Werror -o kind kind.c -pthread "
			 "2> kind.err && ./kind", modes[i]);
		int st = t_sh(cmd);
		if (st != 0) {
			t_sh("cat kind.err >&2");
			t_fail_eq(__FILE__, __LINE__, modes[i], st, 0);
		}
	}
	return 0;
}
