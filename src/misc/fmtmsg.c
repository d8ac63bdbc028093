#define _GNU_SOURCE
#include <fcntl.h>
#include <fmtmsg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fmtmsg_impl.h"

/* The components in message order, as MSGVERB names them. */
static const char keyword[5][9] = { "label", "severity", "text", "action", "tag" };

/* The components MSGVERB selects for standard error, bit i for
   keyword[i]: all of them when it is unset, empty, or names anything
   else than a colon-separated list of keywords. */
static unsigned selected(void)
{
	const char *s = getenv("MSGVERB");
	unsigned set = 0;

	if (!s || !*s)
		return 31;
	while (*s) {
		int i;
		size_t n = 0;
		for (i = 0; i < 5; i++) {
			n = strlen(keyword[i]);
			if (!strncmp(s, keyword[i], n) && (s[n] == ':' || !s[n]))
				break;
		}
		if (i == 5)
			return 31;
		set |= 1u << i;
		s += n + (s[n] == ':');
	}
	return set;
}

/* "label: SEVERITY: text\nTO FIX: action  tag\n" without the components
   that are null or not in set, a separator only between two that are
   there.  To stream f, or to fd when f is null; 0 or -1. */
static int put(FILE *f, int fd, const char *const c[5], unsigned set)
{
	static const char *const sep[4] = { ": ", ": ", "\n", "  " };
	const char *p[5], *s[4], *fix;
	int i, last = -1;

	for (i = 0; i < 5; i++) {
		p[i] = c[i] && (set >> i & 1) ? c[i] : 0;
		if (p[i])
			last = i;
	}
	for (i = 0; i < 4; i++)
		s[i] = p[i] && i < last ? sep[i] : "";
	fix = p[3] ? "TO FIX: " : "";
	for (i = 0; i < 5; i++)
		if (!p[i])
			p[i] = "";
	if (f)
		return fprintf(f, "%s%s%s%s%s%s%s%s%s%s\n", p[0], s[0], p[1], s[1],
			       p[2], s[2], fix, p[3], s[3], p[4]) < 0 ? -1 : 0;
	return dprintf(fd, "%s%s%s%s%s%s%s%s%s%s\n", p[0], s[0], p[1], s[1],
		       p[2], s[2], fix, p[3], s[3], p[4]) < 0 ? -1 : 0;
}

/* Writes a diagnostic to standard error (MM_PRINT, the components
   MSGVERB selects) and/or the console (MM_CONSOLE, all of them).  A label
   is "component:subcomponent", at most 10 and 14 characters; a bad label,
   or a severity neither standard nor added by addseverity, is MM_NOTOK.
   MM_NOMSG or MM_NOCON when one output failed, MM_NOTOK when every output
   asked for did. */
int fmtmsg(long classification, const char *label, int severity,
	   const char *text, const char *action, const char *tag)
{
	static const char *const sevname[5] = { 0, "HALT", "ERROR", "WARNING", "INFO" };
	const char *c[5] = { label, 0, text, action, tag };
	char *added = 0;
	int r = MM_OK, fd;

	if (label) {
		const char *colon = strchr(label, ':');
		if (!colon || colon - label > 10 || strlen(colon + 1) > 14)
			return MM_NOTOK;
	}
	if (severity < MM_NOSEV)
		return MM_NOTOK;
	if (severity > MM_INFO) {
		/* one addseverity gave */
		added = __severity_name(severity);
		if (!added)
			return MM_NOTOK;
		c[1] = added;
	} else {
		c[1] = sevname[severity];
	}
	if ((classification & MM_PRINT) && put(stderr, -1, c, selected()))
		r |= MM_NOMSG;
	if (classification & MM_CONSOLE) {
		fd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (fd < 0 || put(0, fd, c, 31))
			r |= MM_NOCON;
		if (fd >= 0)
			close(fd);
	}
	free(added);
	if (r == (MM_NOMSG | MM_NOCON))
		r = MM_NOTOK;
	return r;
}
