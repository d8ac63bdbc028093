#include <string.h>
#include <ttyent.h>
#include <unistd.h>

/* The 1-based line of /etc/ttys naming the terminal of standard input,
   output or error (the first of them that is one), or 0 when there is
   none or it is not listed. */
int ttyslot(void)
{
	char name[256], *base;
	struct ttyent *t;
	int slot = 0;

	for (int fd = 0; fd < 3; fd++) {
		if (ttyname_r(fd, name, sizeof name))
			continue;
		base = strrchr(name, '/');
		base = base ? base + 1 : name;
		if (!setttyent())
			return 0;
		for (int n = 1; (t = getttyent()); n++)
			if (!strcmp(t->ty_name, base)) {
				slot = n;
				break;
			}
		endttyent();
		break;
	}
	return slot;
}
