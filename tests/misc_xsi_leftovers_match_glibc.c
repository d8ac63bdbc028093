/* wcstoimax/wcstoumax, wcsftime, swab, a64l/l64a, ulimit and
   getlogin/getlogin_r: results and errors as glibc gives them. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <ulimit.h>
#include <unistd.h>
#include <wchar.h>
#include "check.h"

static void wide_is(const wchar_t *got, const wchar_t *want, int line)
{
	if (wcscmp(got, want)) {
		char g[256], w[256];
		wcstombs(g, got, sizeof g);
		wcstombs(w, want, sizeof w);
		t_fail_str(__FILE__, line, "wide string", g, w);
	}
}

int main(void)
{
	/* wcstoimax, wcstoumax */
	wchar_t *end;
	CHECK_EQ(wcstoimax(L"  -9223372036854775808x", &end, 10), INTMAX_MIN);
	CHECK(*end == L'x');
	errno = 0;
	CHECK_EQ(wcstoimax(L"9223372036854775808", &end, 10), INTMAX_MAX);
	CHECK_EQ(errno, ERANGE);
	CHECK(wcstoumax(L"0xffffffffffffffff", &end, 0) == UINTMAX_MAX);
	CHECK(*end == 0);
	CHECK_EQ(wcstoumax(L"777", NULL, 8), 511);
	errno = 0;
	CHECK_EQ(wcstoimax(L"12", &end, 1), 0);
	CHECK_EQ(errno, EINVAL);

	/* wcsftime */
	struct tm tm = { .tm_year = 124, .tm_mon = 1, .tm_mday = 29, .tm_hour = 7,
			 .tm_min = 5, .tm_sec = 9, .tm_wday = 4, .tm_yday = 59 };
	wchar_t w[64];
	CHECK_EQ(wcsftime(w, 64, L"%Y-%m-%d %H:%M:%S %a %B %j %%", &tm), 38);
	wide_is(w, L"2024-02-29 07:05:09 Thu February 060 %", __LINE__);
	CHECK_EQ(wcsftime(w, 64, L"[%-d|%_5m|%^a|%10Y]", &tm), 25);
	wide_is(w, L"[29|    2|THU|0000002024]", __LINE__);
	CHECK_EQ(wcsftime(w, 64, L"\u00e9t\u00e9 %y \u20ac", &tm), 8);
	wide_is(w, L"\u00e9t\u00e9 24 \u20ac", __LINE__);
	CHECK_EQ(wcsftime(w, 11, L"%Y-%m-%d", &tm), 10);
	CHECK_EQ(wcsftime(w, 10, L"%Y-%m-%d", &tm), 0);	/* no room for L'\0' */
	CHECK_EQ(wcsftime(w, 64, L"", &tm), 0);
	CHECK(w[0] == 0);

	/* swab: pairs swapped, an odd last byte left alone */
	char src[8] = "abcdefg", dst[8] = "-------";
	swab(src, dst, 7);
	CHECK_STR(dst, "badcfe-");
	swab(src, dst, -2);
	CHECK_STR(dst, "badcfe-");

	/* a64l, l64a */
	CHECK_STR(l64a(0), "");
	CHECK_STR(l64a(1), "/");
	CHECK_STR(l64a(64), "./");
	CHECK_STR(l64a(-1), "zzzzz1");
	CHECK_STR(l64a(0x7fffffff), "zzzzz/");
	CHECK_STR(l64a(0x123456789l), "7SKFX");
	CHECK_STR(l64a(0x100000000l), "");
	CHECK_EQ(a64l("zzzzzz"), 4294967295l);
	CHECK_EQ(a64l("zzzzzzz"), 4294967295l);
	CHECK_EQ(a64l("./"), 64);
	CHECK_EQ(a64l("1!a"), 3);
	CHECK_EQ(a64l(""), 0);
	CHECK_EQ(a64l("...../"), 1073741824);
	for (long v = 1; v < 0x100000000l; v = v * 3 + 1)
		CHECK_EQ(a64l(l64a(v)), v);

	/* ulimit, in a child: it lowers the hard limit */
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		struct rlimit rl;
		CHECK_EQ(getrlimit(RLIMIT_FSIZE, &rl), 0);
		long want = rl.rlim_cur == RLIM_INFINITY ? LONG_MAX : (long)(rl.rlim_cur / 512);
		CHECK_EQ(ulimit(UL_GETFSIZE), want);
		CHECK_EQ(ulimit(UL_SETFSIZE, 1000l), 1000);
		CHECK_EQ(getrlimit(RLIMIT_FSIZE, &rl), 0);
		CHECK_EQ(rl.rlim_cur, 512000);
		CHECK_EQ(rl.rlim_max, 512000);
		CHECK_EQ(ulimit(UL_GETFSIZE), 1000);
		CHECK_EQ(ulimit(UL_SETFSIZE, 10l), 10);
		if (geteuid() != 0)
			CHECK_ERR(ulimit(UL_SETFSIZE, 2000l), EPERM);
		CHECK_ERR(ulimit(99), EINVAL);
		CHECK_ERR(ulimit(3), EINVAL);
		_exit(0);
	}
	int status;
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK_EQ(status, 0);

	/* getlogin: the audit login uid's name; none and no terminal: ENXIO */
	char buf[256];
	long luid = -1;
	if (t_read_file("/proc/self/loginuid", buf, sizeof buf) > 0) {
		luid = strtol(buf, NULL, 10);
		if (luid == 4294967295l)
			luid = -1;
	}
	int null = open("/dev/null", O_RDONLY);
	CHECK(null >= 0);
	CHECK_EQ(dup2(null, 0), 0);
	struct passwd *pw = luid >= 0 ? getpwuid((uid_t)luid) : NULL;
	if (luid < 0) {
		errno = 0;
		CHECK(getlogin() == NULL);
		CHECK_EQ(errno, ENXIO);
		CHECK_EQ(getlogin_r(buf, sizeof buf), ENXIO);
	} else if (pw) {
		char name[256];
		strcpy(name, pw->pw_name);
		CHECK_STR(getlogin(), name);
		CHECK_EQ(getlogin_r(buf, sizeof buf), 0);
		CHECK_STR(buf, name);
		CHECK_EQ(getlogin_r(buf, strlen(name)), ERANGE);
	}
	return 0;
}
