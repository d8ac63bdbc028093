/* <shadow.h>: entries from a string (sgetspent), a stream (fgetspent,
   empty numbers as -1, bad lines skipped, ERANGE then a retry that reads
   the same entry), written back by putspent in the same form; getspnam
   and getspent against /etc/shadow when it is readable. */
#define _DEFAULT_SOURCE
#include <shadow.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static const char text[] =
	"alice:$6$salt$hash:19000:0:99999:7:::\n"
	"# not an entry\n"
	"bob:!:19500:1:90:14:30:20000:5\n"
	"carol:*\n"
	"bad:x:1a:::::::\n"
	"dave:x:1:2:3:4:5:6:7\n";

int main(void)
{
	struct spwd sp, *r;
	char buf[256], out[512];
	FILE *f;
	size_t n;

	/* One entry from a string: the strings are in buf. */
	CHECK_EQ(sgetspent_r("bob:!:19500:1:90:14:30:20000:5\n", &sp, buf,
			     sizeof buf, &r), 0);
	CHECK(r == &sp);
	CHECK_STR(sp.sp_namp, "bob");
	CHECK_STR(sp.sp_pwdp, "!");
	CHECK_EQ(sp.sp_lstchg, 19500);
	CHECK_EQ(sp.sp_min, 1);
	CHECK_EQ(sp.sp_max, 90);
	CHECK_EQ(sp.sp_warn, 14);
	CHECK_EQ(sp.sp_inact, 30);
	CHECK_EQ(sp.sp_expire, 20000);
	CHECK_EQ(sp.sp_flag, 5);
	CHECK(sp.sp_namp >= buf && sp.sp_namp < buf + sizeof buf);
	CHECK_EQ(sgetspent_r("bob:!:19500:1:90:14:30:20000:5", &sp, buf, 8, &r),
		 ERANGE);
	r = sgetspent("alice:x:19000:0:99999:7:::");
	CHECK(r);
	CHECK_STR(r->sp_namp, "alice");
	CHECK_EQ(r->sp_warn, 7);
	CHECK_EQ(r->sp_inact, -1);
	CHECK_EQ(r->sp_expire, -1);
	CHECK(r->sp_flag == ~0UL);
	CHECK(!sgetspent("x:y:notanumber:::::::"));

	/* A stream: comments and short or malformed lines are not entries. */
	f = tmpfile();
	CHECK(f);
	CHECK_EQ(fputs(text, f) >= 0, 1);
	rewind(f);
	r = fgetspent(f);
	CHECK(r);
	CHECK_STR(r->sp_namp, "alice");
	CHECK_STR(r->sp_pwdp, "$6$salt$hash");
	CHECK_EQ(r->sp_lstchg, 19000);
	CHECK_EQ(r->sp_max, 99999);
	CHECK_EQ(r->sp_inact, -1);
	/* Too small for bob: ERANGE, and the next call reads bob again. */
	CHECK_EQ(fgetspent_r(f, &sp, buf, 4, &r), ERANGE);
	CHECK(!r);
	CHECK_EQ(fgetspent_r(f, &sp, buf, sizeof buf, &r), 0);
	CHECK(r == &sp);
	CHECK_STR(sp.sp_namp, "bob");
	CHECK_EQ(sp.sp_expire, 20000);
	/* name:password only is not an entry either. */
	CHECK_EQ(fgetspent_r(f, &sp, buf, sizeof buf, &r), 0);
	CHECK_STR(sp.sp_namp, "dave");
	CHECK_EQ(sp.sp_flag, 7);
	CHECK_EQ(fgetspent_r(f, &sp, buf, sizeof buf, &r), ENOENT);
	CHECK(!r);
	CHECK(!fgetspent(f));

	/* Written back: empty fields for -1, then read again the same. */
	rewind(f);
	CHECK(ftruncate(fileno(f), 0) == 0);
	CHECK(sgetspent_r("alice:h:19000:0:99999:7:::", &sp, buf, sizeof buf, &r) == 0);
	CHECK_EQ(putspent(&sp, f), 0);
	CHECK(sgetspent_r("bob:!:19500:1:90:14:30:20000:5", &sp, buf, sizeof buf, &r) == 0);
	CHECK_EQ(putspent(&sp, f), 0);
	sp.sp_namp = "a:b";
	CHECK_ERR(putspent(&sp, f), EINVAL);
	CHECK_EQ(fflush(f), 0);
	rewind(f);
	n = fread(out, 1, sizeof out - 1, f);
	out[n] = 0;
	CHECK_STR(out, "alice:h:19000:0:99999:7:::\n"
		       "bob:!:19500:1:90:14:30:20000:5\n");
	fclose(f);

	/* The system's file, when this user may read it. */
	if (access("/etc/shadow", R_OK) == 0) {
		setspent();
		r = getspent();
		if (r) {
			char name[256];
			snprintf(name, sizeof name, "%s", r->sp_namp);
			endspent();
			CHECK_EQ(getspnam_r(name, &sp, buf, sizeof buf, &r), 0);
			CHECK(r == &sp);
			CHECK_STR(sp.sp_namp, name);
			CHECK(getspnam(name));
			CHECK_EQ(getspnam_r(name, &sp, buf, 2, &r), ERANGE);
		}
		endspent();
		CHECK(!getspnam("no-such-user-in-shadow"));
	}
	if (geteuid() == 0) {
		CHECK_EQ(lckpwdf(), 0);
		CHECK_EQ(ulckpwdf(), 0);
	}
	return 0;
}
