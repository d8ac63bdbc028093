#include <string.h>
#include "locale_impl.h"

/* glibc compares a codeset after dropping everything but letters and
   digits and folding case, so "UTF-8", "utf8" and "Utf_8" are one name;
   the part before the dot is compared exactly ("c.utf8" is unknown). */
hidden int __locale_kind(const char *name)
{
	static const char want[] = "utf8";
	const char *p;
	size_t k = 0;

	if (!strcmp(name, "C") || !strcmp(name, "POSIX"))
		return 0;
	if (strncmp(name, "C.", 2) || strlen(name) >= __LC_NAME_MAX)
		return -1;
	for (p = name + 2; *p; p++) {
		unsigned char c = *p;
		if (c >= 'A' && c <= 'Z')
			c += 'a' - 'A';
		else if (!(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9')) {
			if (c == '/' || c == '@' || c == ';' || c == '=')
				return -1;
			continue;
		}
		if (k >= sizeof want - 1 || c != (unsigned char)want[k])
			return -1;
		k++;
	}
	return k == sizeof want - 1 ? 1 : -1;
}
