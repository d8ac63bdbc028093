/* <fenv.h> extensions: feenableexcept/fedisableexcept/fegetexcept
   report and change the trapping set (an enabled FE_DIVBYZERO makes
   1.0/0.0 deliver SIGFPE; an arch that cannot trap answers -1),
   fegetmode/fesetmode save and restore the rounding mode without
   touching the flags (FE_DFL_MODE: to nearest), fesetexcept sets flags
   without raising, fetestexceptflag reads a saved flag set. */
// test: cflags -D_GNU_SOURCE -frounding-math -Wl,--no-as-needed -lm
#include <fenv.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static volatile double vone = 1.0, vzero = 0.0, vthree = 3.0;

int main(void)
{
	/* fesetexcept and fetestexceptflag */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_EQ(fesetexcept(FE_OVERFLOW | FE_INEXACT), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_INEXACT);
	fexcept_t f;
	CHECK_EQ(fegetexceptflag(&f, FE_OVERFLOW | FE_INVALID), 0);
	CHECK_EQ(fetestexceptflag(&f, FE_ALL_EXCEPT), FE_OVERFLOW);
	CHECK_EQ(fetestexceptflag(&f, FE_INVALID), 0);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_EQ(fetestexceptflag(&f, FE_OVERFLOW), FE_OVERFLOW);

	/* modes: the rounding mode comes back, the flags stay */
	femode_t m;
	CHECK_EQ(fegetmode(&m), 0);
	CHECK_EQ(fesetround(FE_UPWARD), 0);
	CHECK(vone / vthree > 0.3333333333333333);
	CHECK(fetestexcept(FE_INEXACT));
	CHECK_EQ(fesetmode(&m), 0);
	CHECK_EQ(fegetround(), FE_TONEAREST);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
	CHECK_EQ(fesetround(FE_DOWNWARD), 0);
	CHECK_EQ(fegetmode(&m), 0);
	CHECK_EQ(fesetmode(FE_DFL_MODE), 0);
	CHECK_EQ(fegetround(), FE_TONEAREST);
	CHECK_EQ(fesetmode(&m), 0);
	CHECK_EQ(fegetround(), FE_DOWNWARD);
	CHECK_EQ(fesetmode(FE_DFL_MODE), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);

	/* traps */
	CHECK_EQ(fegetexcept(), 0);
	CHECK_EQ(fedisableexcept(FE_ALL_EXCEPT), 0);
	int r = feenableexcept(FE_DIVBYZERO);
	if (r == -1) {
		CHECK_EQ(fegetexcept(), 0);
#ifdef __x86_64__
		CHECK(!"x86_64 always traps");
#endif
		t_puts(2, "this CPU (or emulator) cannot trap floating-point exceptions\n");
		return 77;
	}
	CHECK_EQ(r, 0);
	CHECK_EQ(fegetexcept(), FE_DIVBYZERO);
	CHECK_EQ(feenableexcept(FE_INVALID), FE_DIVBYZERO);
	CHECK_EQ(fegetexcept(), FE_DIVBYZERO | FE_INVALID);
	CHECK_EQ(fedisableexcept(FE_INVALID), FE_DIVBYZERO | FE_INVALID);
	CHECK_EQ(fegetexcept(), FE_DIVBYZERO);

	/* a mode saved with a trap enabled brings it back */
	CHECK_EQ(fegetmode(&m), 0);
	CHECK_EQ(fesetmode(FE_DFL_MODE), 0);
	CHECK_EQ(fegetexcept(), 0);
	CHECK_EQ(fesetmode(&m), 0);
	CHECK_EQ(fegetexcept(), FE_DIVBYZERO);

	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		volatile double q = vone / vzero;
		(void)q;
		_exit(0);
	}
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGFPE);

	/* and long double arithmetic (the x87 on x86_64) traps too */
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		volatile long double one = 1, zero = 0;
		volatile long double q = one / zero;
		(void)q;
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGFPE);

	CHECK_EQ(fedisableexcept(FE_DIVBYZERO), FE_DIVBYZERO);
	CHECK_EQ(fegetexcept(), 0);
	volatile double q = vone / vzero;
	CHECK(q > 0 && fetestexcept(FE_DIVBYZERO));
	return 0;
}
