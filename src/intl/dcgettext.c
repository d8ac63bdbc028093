#include <libintl.h>

char *dcgettext(const char *domain, const char *msgid, int category)
{
	return dcngettext(domain, msgid, 0, 1, category);
}
