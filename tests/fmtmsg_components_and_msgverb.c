/* fmtmsg to standard error: the components present, in order, with a
   separator only between two of them ("label: SEV: text\nTO FIX: action
   tag"); MSGVERB picks components, and an invalid list means all; a bad
   label or severity is MM_NOTOK and writes nothing; a standard error that
   cannot be written is MM_NOMSG.  Outputs as glibc's.  (MM_CONSOLE is not
   tried: it would write on this machine's console.) */
#include <fcntl.h>
#include <fmtmsg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

struct msg {
	long cls;
	const char *label;
	int sev;
	const char *text, *action, *tag;
};

/* Runs fmtmsg in a child with MSGVERB (null: unset); its result, and
   what it wrote to standard error in out. */
static int run(const char *verb, const struct msg *m, char *out, size_t size)
{
	int fds[2], st;
	size_t len = 0;
	ssize_t n;

	CHECK_EQ(pipe(fds), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		dup2(fds[1], 2);
		close(fds[0]);
		close(fds[1]);
		if (verb)
			setenv("MSGVERB", verb, 1);
		else
			unsetenv("MSGVERB");
		int r = fmtmsg(m->cls, m->label, m->sev, m->text, m->action, m->tag);
		_exit(r + 1);
	}
	close(fds[1]);
	while (len + 1 < size && (n = read(fds[0], out + len, size - 1 - len)) > 0)
		len += n;
	out[len] = 0;
	close(fds[0]);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	return WEXITSTATUS(st) - 1;
}

static const struct {
	struct msg m;
	int ret;
	const char *out;
} cases[] = {
	{ { MM_PRINT, "weft:test", MM_ERROR, "bad thing", "do this", "weft:1" }, MM_OK,
	  "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ { MM_PRINT, NULL, MM_ERROR, "bad thing", "do this", "weft:1" }, MM_OK,
	  "ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ { MM_PRINT, "weft:test", MM_NOSEV, "bad thing", "do this", "weft:1" }, MM_OK,
	  "weft:test: bad thing\nTO FIX: do this  weft:1\n" },
	{ { MM_PRINT, "weft:test", MM_HALT, NULL, "do this", "weft:1" }, MM_OK,
	  "weft:test: HALT: TO FIX: do this  weft:1\n" },
	{ { MM_PRINT, "weft:test", MM_WARNING, "txt", NULL, "weft:1" }, MM_OK,
	  "weft:test: WARNING: txt\nweft:1\n" },
	{ { MM_PRINT, "weft:test", MM_INFO, "txt", "act", NULL }, MM_OK,
	  "weft:test: INFO: txt\nTO FIX: act\n" },
	{ { MM_PRINT, "weft:test", MM_INFO, "txt", NULL, NULL }, MM_OK,
	  "weft:test: INFO: txt\n" },
	{ { MM_PRINT, NULL, MM_NOSEV, NULL, NULL, NULL }, MM_OK, "\n" },
	{ { MM_PRINT, NULL, MM_NOSEV, NULL, "act", NULL }, MM_OK, "TO FIX: act\n" },
	{ { MM_PRINT, NULL, MM_NOSEV, NULL, NULL, "tag" }, MM_OK, "tag\n" },
	{ { MM_PRINT | MM_SOFT | MM_APPL | MM_RECOVER, "abcdefghij:abcdefghijklmn", MM_INFO, "t", "a", "g" },
	  MM_OK, "abcdefghij:abcdefghijklmn: INFO: t\nTO FIX: a  g\n" },
	{ { MM_PRINT, "a:b:c", MM_INFO, "t", "a", "g" }, MM_OK, "a:b:c: INFO: t\nTO FIX: a  g\n" },
	{ { MM_PRINT, ":b", MM_INFO, "t", "a", "g" }, MM_OK, ":b: INFO: t\nTO FIX: a  g\n" },
	/* no output asked for */
	{ { MM_SOFT | MM_UTIL, "weft:test", MM_INFO, "t", "a", "g" }, MM_OK, "" },
	/* bad labels and severities */
	{ { MM_PRINT, "abcdefghijk:x", MM_INFO, "t", "a", "g" }, MM_NOTOK, "" },
	{ { MM_PRINT, "abc:abcdefghijklmno", MM_INFO, "t", "a", "g" }, MM_NOTOK, "" },
	{ { MM_PRINT, "nocolon", MM_INFO, "t", "a", "g" }, MM_NOTOK, "" },
	{ { MM_PRINT, "", MM_INFO, "", "", "" }, MM_NOTOK, "" },
	{ { MM_PRINT, "weft:test", 5, "t", "a", "g" }, MM_NOTOK, "" },
	{ { MM_PRINT, "weft:test", -1, "t", "a", "g" }, MM_NOTOK, "" },
};

static const struct {
	const char *verb, *out;
} verbs[] = {
	{ "text:action", "bad thing\nTO FIX: do this\n" },
	{ "label", "weft:test\n" },
	{ "tag:label", "weft:test: weft:1\n" },
	{ "severity", "ERROR\n" },
	{ "text:", "bad thing\n" },
	{ "label:severity:text:action:tag", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	/* not a list of keywords: everything */
	{ "bogus", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ "", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ "text:bogus", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ "label::text", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ ":text", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
	{ "LABEL", "weft:test: ERROR: bad thing\nTO FIX: do this  weft:1\n" },
};

int main(void)
{
	char out[512];

	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		CHECK_EQ(run(NULL, &cases[i].m, out, sizeof out), cases[i].ret);
		CHECK_STR(out, cases[i].out);
	}
	for (unsigned i = 0; i < sizeof verbs / sizeof *verbs; i++) {
		CHECK_EQ(run(verbs[i].verb, &cases[0].m, out, sizeof out), MM_OK);
		CHECK_STR(out, verbs[i].out);
	}

	/* standard error closed, or full */
	int saved = dup(2);
	CHECK(saved >= 0);
	close(2);
	CHECK_EQ(fmtmsg(MM_PRINT, "weft:test", MM_ERROR, "t", NULL, NULL), MM_NOMSG);
	int full = open("/dev/full", O_WRONLY);
	if (full >= 0) {
		CHECK_EQ(full, 2);
		CHECK_EQ(fmtmsg(MM_PRINT, "weft:test", MM_ERROR, "t", NULL, NULL), MM_NOMSG);
		close(full);
	}
	CHECK_EQ(dup2(saved, 2), 2);
	close(saved);
	return 0;
}
