#include <libintl.h>

char *ngettext(const char *msgid, const char *msgid_plural, unsigned long n)
{
	return dcngettext(0, msgid, msgid_plural, n, LC_MESSAGES);
}
