#include <libintl.h>

char *dngettext(const char *domain, const char *msgid, const char *msgid_plural, unsigned long n)
{
	return dcngettext(domain, msgid, msgid_plural, n, LC_MESSAGES);
}
