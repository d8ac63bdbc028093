#include <libintl.h>

char *dgettext(const char *domain, const char *msgid)
{
	return dcngettext(domain, msgid, 0, 1, LC_MESSAGES);
}
