/* fgetpwent/fgetgrent (and their _r forms) read passwd and group lines
   from any stream, skipping malformed ones, ERANGE then the same entry
   on a retry; putpwent/putgrent write lines that read back the same and
   refuse fields that would not; getpwent_r/getgrent_r walk the system
   files in step with getpwent. */
#define _GNU_SOURCE
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

static char *contents(FILE *f, char *out, size_t size)
{
	size_t n;

	CHECK_EQ(fflush(f), 0);
	rewind(f);
	n = fread(out, 1, size - 1, f);
	out[n] = 0;
	return out;
}

int main(void)
{
	struct passwd pw, *pr;
	struct group gr, *gq;
	char buf[512], out[512];
	static char big[1 << 16];
	char *mem[] = { "ann", "ben", 0 }, *badmem[] = { "a,b", 0 };
	FILE *f = tmpfile();
	int n;

	CHECK(f);
	fputs("root:x:0:0:root:/root:/bin/sh\n"
	      "broken:x:notanid:0::/:/bin/sh\n"
	      "toofew:x:1\n"
	      "joe:*:1000:100:Joe,,,:/home/joe:/bin/bash\n", f);
	rewind(f);
	pr = fgetpwent(f);
	CHECK(pr);
	CHECK_STR(pr->pw_name, "root");
	CHECK_EQ(pr->pw_uid, 0);
	CHECK_STR(pr->pw_shell, "/bin/sh");
	CHECK_EQ(fgetpwent_r(f, &pw, buf, 8, &pr), ERANGE);
	CHECK(!pr);
	CHECK_EQ(fgetpwent_r(f, &pw, buf, sizeof buf, &pr), 0);
	CHECK(pr == &pw);
	CHECK_STR(pw.pw_name, "joe");
	CHECK_EQ(pw.pw_uid, 1000);
	CHECK_EQ(pw.pw_gid, 100);
	CHECK_STR(pw.pw_gecos, "Joe,,,");
	CHECK_STR(pw.pw_dir, "/home/joe");
	CHECK_EQ(fgetpwent_r(f, &pw, buf, sizeof buf, &pr), ENOENT);
	CHECK(!pr);

	/* Written back as read. */
	rewind(f);
	CHECK_EQ(ftruncate(fileno(f), 0), 0);
	CHECK_EQ(putpwent(&pw, f), 0);
	CHECK_STR(contents(f, out, sizeof out),
		  "joe:*:1000:100:Joe,,,:/home/joe:/bin/bash\n");
	pw.pw_dir = "/a:b";
	CHECK_ERR(putpwent(&pw, f), EINVAL);
	pw.pw_dir = "/a\nb";
	CHECK_ERR(putpwent(&pw, f), EINVAL);
	CHECK_ERR(putpwent(0, f), EINVAL);
	fclose(f);

	f = tmpfile();
	CHECK(f);
	fputs("wheel:x:10:ann,ben\n"
	      "nobody:x:65534:\n"
	      "junk\n"
	      "staff:x:50:carl\n", f);
	rewind(f);
	gq = fgetgrent(f);
	CHECK(gq);
	CHECK_STR(gq->gr_name, "wheel");
	CHECK_EQ(gq->gr_gid, 10);
	CHECK_STR(gq->gr_mem[0], "ann");
	CHECK_STR(gq->gr_mem[1], "ben");
	CHECK(!gq->gr_mem[2]);
	CHECK_EQ(fgetgrent_r(f, &gr, buf, sizeof buf, &gq), 0);
	CHECK_STR(gr.gr_name, "nobody");
	CHECK_EQ(gr.gr_gid, 65534);
	CHECK(!gr.gr_mem[0]);
	CHECK_EQ(fgetgrent_r(f, &gr, buf, 4, &gq), ERANGE);
	CHECK(!gq);
	CHECK_EQ(fgetgrent_r(f, &gr, buf, sizeof buf, &gq), 0);
	CHECK_STR(gr.gr_name, "staff");
	CHECK_STR(gr.gr_mem[0], "carl");
	CHECK(!fgetgrent(f));

	rewind(f);
	CHECK_EQ(ftruncate(fileno(f), 0), 0);
	gr.gr_name = "wheel";
	gr.gr_passwd = "x";
	gr.gr_gid = 10;
	gr.gr_mem = mem;
	CHECK_EQ(putgrent(&gr, f), 0);
	gr.gr_mem = mem + 2;
	gr.gr_name = "empty";
	CHECK_EQ(putgrent(&gr, f), 0);
	CHECK_STR(contents(f, out, sizeof out), "wheel:x:10:ann,ben\nempty:x:10:\n");
	gr.gr_mem = badmem;
	CHECK_ERR(putgrent(&gr, f), EINVAL);
	gr.gr_mem = mem;
	gr.gr_name = "a:b";
	CHECK_ERR(putgrent(&gr, f), EINVAL);
	fclose(f);

	/* The system files: getpwent_r sees what getpwent would, and a
	   buffer too small gives ERANGE then the same entry again. */
	setpwent();
	CHECK_EQ(getpwent_r(&pw, big, 1, &pr), ERANGE);
	CHECK(!pr);
	CHECK_EQ(getpwent_r(&pw, big, sizeof big, &pr), 0);
	CHECK(pr == &pw);
	for (n = 1; getpwent_r(&pw, big, sizeof big, &pr) == 0; n++)
		CHECK(pr == &pw);
	CHECK(!pr);
	endpwent();
	setpwent();
	while (n-- > 0)
		CHECK(getpwent());
	CHECK(!getpwent());
	endpwent();
	CHECK(getpwnam("root"));

	setgrent();
	CHECK_EQ(getgrent_r(&gr, big, 1, &gq), ERANGE);
	CHECK_EQ(getgrent_r(&gr, big, sizeof big, &gq), 0);
	CHECK(gq == &gr);
	for (n = 1; getgrent_r(&gr, big, sizeof big, &gq) == 0; n++)
		;
	CHECK(!gq);
	endgrent();
	setgrent();
	while (n-- > 0)
		CHECK(getgrent());
	CHECK(!getgrent());
	endgrent();
	return 0;
}
