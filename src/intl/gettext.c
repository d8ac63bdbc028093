#include <libintl.h>

char *gettext(const char *msgid)
{
	return dcngettext(0, msgid, 0, 1, LC_MESSAGES);
}
