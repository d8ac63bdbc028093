/* glibc's *_np names and old interfaces: strerrorname_np/strerrordesc_np
   and sigabbrev_np/sigdescr_np (null for unused numbers), the robust
   mutex _np aliases, pthread_attr_{get,set}stackaddr (the stack's top),
   strptime_l, getw/putw, ftime, cuserid, isfdtype, strfrom{d,f,l}. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <locale.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/timeb.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	pthread_mutexattr_t ma;
	pthread_mutex_t m;
	pthread_attr_t a;
	struct timeb tb;
	struct tm tm;
	struct passwd *pw;
	char buf[64], *top = (char *)0x10000000, *p;
	void *addr;
	size_t size;
	int v, sv[2];
	locale_t loc;
	FILE *f;

	CHECK_STR(strerrorname_np(EINVAL), "EINVAL");
	CHECK_STR(strerrorname_np(EAGAIN), "EAGAIN");
	CHECK_STR(strerrorname_np(EOPNOTSUPP), "EOPNOTSUPP");
	CHECK_STR(strerrorname_np(EHWPOISON), "EHWPOISON");
	CHECK_STR(strerrorname_np(0), "0");
	CHECK(!strerrorname_np(41));
	CHECK(!strerrorname_np(-1));
	CHECK(!strerrorname_np(4000));
	CHECK_STR(strerrordesc_np(ENOENT), "No such file or directory");
	CHECK_STR(strerrordesc_np(0), "Success");
	CHECK(!strerrordesc_np(58));
	CHECK(!strerrordesc_np(4000));
	CHECK_STR(sigabbrev_np(SIGHUP), "HUP");
	CHECK_STR(sigabbrev_np(SIGSTKFLT), "STKFLT");
	CHECK_STR(sigabbrev_np(SIGSYS), "SYS");
	CHECK(!sigabbrev_np(0));
	CHECK(!sigabbrev_np(SIGRTMIN));
	CHECK(!sigabbrev_np(65));
	CHECK_STR(sigdescr_np(SIGSEGV), "Segmentation fault");
	CHECK(!sigdescr_np(0));
	CHECK(!sigdescr_np(SIGRTMAX));
	CHECK(!sigdescr_np(-3));

	CHECK_EQ(pthread_mutexattr_init(&ma), 0);
	CHECK_EQ(pthread_mutexattr_setrobust_np(&ma, PTHREAD_MUTEX_ROBUST_NP), 0);
	CHECK_EQ(pthread_mutexattr_getrobust_np(&ma, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_ROBUST);
	CHECK_EQ(pthread_mutexattr_setrobust_np(&ma, 7), EINVAL);
	CHECK_EQ(pthread_mutex_init(&m, &ma), 0);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_consistent_np(&m), EINVAL);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	pthread_mutex_destroy(&m);

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 1 << 20), 0);
	CHECK_EQ(pthread_attr_setstackaddr(&a, top), 0);
	CHECK_EQ(pthread_attr_getstackaddr(&a, &addr), 0);
	CHECK(addr == top);
	CHECK_EQ(pthread_attr_getstack(&a, &addr, &size), 0);
	CHECK_EQ(size, 1 << 20);
	CHECK(addr == top - (1 << 20));
	pthread_attr_destroy(&a);

	loc = newlocale(LC_ALL_MASK, "C", (locale_t)0);
	CHECK(loc);
	memset(&tm, 0, sizeof tm);
	p = strptime_l("2024-02-29 13:05", "%Y-%m-%d %H:%M", &tm, loc);
	CHECK(p && !*p);
	CHECK_EQ(tm.tm_year, 124);
	CHECK_EQ(tm.tm_mon, 1);
	CHECK_EQ(tm.tm_mday, 29);
	CHECK_EQ(tm.tm_min, 5);
	freelocale(loc);

	f = tmpfile();
	CHECK(f);
	CHECK_EQ(putw(-1, f), 0);
	CHECK_EQ(putw(0x12345678, f), 0);
	rewind(f);
	CHECK_EQ(getw(f), -1);
	CHECK(!ferror(f) && !feof(f));
	CHECK_EQ(getw(f), 0x12345678);
	CHECK_EQ(getw(f), EOF);
	CHECK(feof(f));
	fclose(f);

	CHECK_EQ(ftime(&tb), 0);
	CHECK_LT(tb.millitm, 1000);
	/* time() reads the kernel's seconds as of the last clock tick (the
	   vDSO's, with glibc too), which can be a second behind the clock
	   ftime reads, for up to a tick after each second begins. */
	CHECK_LE(tb.time, time(0) + 1);
	CHECK_GE(tb.time, time(0) - 2);

	pw = getpwuid(geteuid());
	if (pw) {
		char want[L_cuserid];
		snprintf(want, sizeof want, "%s", pw->pw_name);
		CHECK_STR(cuserid(buf), want);
		CHECK_STR(cuserid(0), want);
	}

	CHECK_EQ(isfdtype(0, S_IFMT) == -1, 0);
	CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	CHECK_EQ(isfdtype(sv[0], S_IFSOCK), 1);
	CHECK_EQ(isfdtype(sv[0], S_IFREG), 0);
	close(sv[0]);
	close(sv[1]);
	CHECK_EQ(isfdtype(sv[0], S_IFSOCK), -1);

	CHECK_EQ(strfromd(buf, sizeof buf, "%.3f", 3.14159), 5);
	CHECK_STR(buf, "3.142");
	CHECK_EQ(strfromd(buf, sizeof buf, "%g", 1e-5), 5);
	CHECK_STR(buf, "1e-05");
	CHECK_EQ(strfromd(buf, sizeof buf, "%.f", 2.5), 1);
	CHECK_STR(buf, "2");
	CHECK_EQ(strfromd(buf, sizeof buf, "%a", 1.0), 6);
	CHECK_STR(buf, "0x1p+0");
	CHECK_EQ(strfromf(buf, sizeof buf, "%E", 0.5f), 12);
	CHECK_STR(buf, "5.000000E-01");
	CHECK_EQ(strfroml(buf, sizeof buf, "%.2F", 1.005L), 4);
	CHECK_STR(buf, "1.00");
	CHECK_EQ(strfromd(buf, 3, "%f", 123.0), 10);
	CHECK_STR(buf, "12");
	CHECK_EQ(strfromd(0, 0, "%G", 1e100), 6);
	return 0;
}
