/* The BSD terminal table /etc/ttys (Linux systems usually have none). */
#ifndef _TTYENT_H
#define _TTYENT_H

#include <features.h>

#define _PATH_TTYS "/etc/ttys"

/* Fields of a line: name, command, type, then flags. */
#define _TTYS_OFF     "off"
#define _TTYS_ON      "on"
#define _TTYS_SECURE  "secure"
#define _TTYS_WINDOW  "window"

struct ttyent {
	char *ty_name;          /* terminal device, without /dev/ */
	char *ty_getty;         /* command to run on it */
	char *ty_type;          /* terminal type */
#define TTY_ON     0x01         /* "on": log-ins enabled */
#define TTY_SECURE 0x02         /* "secure": root may log in */
	int ty_status;
	char *ty_window;        /* window=, or null */
	char *ty_comment;       /* after '#', or null */
};

__WEFT_BEGIN
struct ttyent *getttyent(void);
struct ttyent *getttynam(const char *name);
int setttyent(void);
int endttyent(void);
__WEFT_END

#endif
