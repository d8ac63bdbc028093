/* addseverity gives fmtmsg a new severity level and the string it
   prints for it, replaces that string when called again, and takes the
   level away with a null string (fmtmsg then refuses it again); the
   standard levels cannot be changed. */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <fmtmsg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char out[256];

/* fmtmsg to standard error, made a fresh file "err"; what it wrote goes
   to out. */
static int say(int sev)
{
	int saved = dup(2), fd, r;
	ssize_t n;

	CHECK(saved >= 0);
	fd = open("err", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(dup2(fd, 2), 2);
	r = fmtmsg(MM_PRINT | MM_SOFT | MM_APPL, "weft:sev", sev, "text", "act", "tag");
	CHECK_EQ(dup2(saved, 2), 2);
	close(saved);
	n = pread(fd, out, sizeof out - 1, 0);
	CHECK(n >= 0);
	out[n] = 0;
	close(fd);
	return r;
}

int main(void)
{
	char name[] = "NOTICE";

	unsetenv("MSGVERB");
	unsetenv("SEV_LEVEL");

	CHECK_EQ(say(5), MM_NOTOK);
	CHECK_STR(out, "");

	CHECK_EQ(addseverity(5, name), MM_OK);
	CHECK_EQ(say(5), MM_OK);
	CHECK_STR(out, "weft:sev: NOTICE: text\nTO FIX: act  tag\n");

	/* two added levels, far apart */
	CHECK_EQ(addseverity(100, "DEBUG"), MM_OK);
	CHECK_EQ(say(100), MM_OK);
	CHECK_STR(out, "weft:sev: DEBUG: text\nTO FIX: act  tag\n");
	CHECK_EQ(say(5), MM_OK);
	CHECK_STR(out, "weft:sev: NOTICE: text\nTO FIX: act  tag\n");
	CHECK_EQ(say(6), MM_NOTOK);
	CHECK_STR(out, "");

	/* a second call replaces the string */
	CHECK_EQ(addseverity(5, "REMARK"), MM_OK);
	CHECK_EQ(say(5), MM_OK);
	CHECK_STR(out, "weft:sev: REMARK: text\nTO FIX: act  tag\n");

	/* a null string removes the level, once */
	CHECK_EQ(addseverity(5, 0), MM_OK);
	CHECK_EQ(say(5), MM_NOTOK);
	CHECK_STR(out, "");
	CHECK_EQ(addseverity(5, 0), MM_NOTOK);
	CHECK_EQ(addseverity(42, 0), MM_NOTOK);
	CHECK_EQ(say(100), MM_OK);
	CHECK_STR(out, "weft:sev: DEBUG: text\nTO FIX: act  tag\n");

	/* the standard levels stay as they are */
	CHECK_EQ(addseverity(MM_ERROR, "OOPS"), MM_NOTOK);
	CHECK_EQ(addseverity(MM_INFO, "FYI"), MM_NOTOK);
	CHECK_EQ(addseverity(MM_NOSEV, "NONE"), MM_NOTOK);
	CHECK_EQ(addseverity(MM_HALT, 0), MM_NOTOK);
	CHECK_EQ(say(MM_ERROR), MM_OK);
	CHECK_STR(out, "weft:sev: ERROR: text\nTO FIX: act  tag\n");
	CHECK_EQ(say(MM_INFO), MM_OK);
	CHECK_STR(out, "weft:sev: INFO: text\nTO FIX: act  tag\n");
	return 0;
}
