#include <string.h>
#include "ttyent_impl.h"

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* The next field at *p, ended in place: blank-separated, or within
   double quotes (the command usually is); null at the line's end.  A
   '#' outside quotes starts the comment: *comment is set to what
   follows it and the line ends there. */
static char *field(char **p, char **comment)
{
	char *s = *p, *e;

	while (is_blank(*s))
		s++;
	if (*s == '#') {
		*comment = s + 1;
		*s = 0;
	}
	if (!*s) {
		*p = s;
		return 0;
	}
	if (*s == '"') {
		e = strchr(++s, '"');
		if (!e)
			e = s + strlen(s);
	} else {
		for (e = s; *e && !is_blank(*e) && *e != '#'; e++)
			;
	}
	if (*e == '#')
		*comment = e + 1;
	*p = *e && *e != '#' ? e + 1 : e + strlen(e);
	*e = 0;
	return s;
}

/* The next entry of /etc/ttys (opened on first use), overwritten by the
   next call; null at the end or when there is no such file.  Blank lines
   and comment lines are skipped. */
struct ttyent *getttyent(void)
{
	static char line[1024];
	static struct ttyent t;
	char *p, *f, *comment;

	if (!__ttys_file && !setttyent())
		return 0;
	for (;;) {
		if (!fgets(line, sizeof line, __ttys_file))
			return 0;
		if (!strchr(line, '\n') && !feof(__ttys_file)) {
			/* too long for the buffer: skip the rest of it */
			int c;
			while ((c = getc(__ttys_file)) != EOF && c != '\n')
				;
		}
		p = line;
		comment = 0;
		if ((t.ty_name = field(&p, &comment)))
			break;
	}
	t.ty_getty = field(&p, &comment);
	t.ty_type = t.ty_getty ? field(&p, &comment) : 0;
	t.ty_status = 0;
	t.ty_window = 0;
	if (t.ty_type)
		while ((f = field(&p, &comment))) {
			if (!strcmp(f, _TTYS_ON))
				t.ty_status |= TTY_ON;
			else if (!strcmp(f, _TTYS_OFF))
				t.ty_status &= ~TTY_ON;
			else if (!strcmp(f, _TTYS_SECURE))
				t.ty_status |= TTY_SECURE;
			else if (!strncmp(f, _TTYS_WINDOW "=", sizeof _TTYS_WINDOW))
				t.ty_window = f + sizeof _TTYS_WINDOW;
		}
	t.ty_comment = 0;
	if (comment) {
		while (is_blank(*comment))
			comment++;
		comment[strcspn(comment, "\n")] = 0;
		t.ty_comment = comment;
	}
	return &t;
}
