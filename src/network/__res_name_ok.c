#include "resolv.h"

/* A host name's byte: RFC 952's letters, digits and hyphens, and the
   underscore that service labels use. */
static int host_byte(unsigned c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '-' || c == '_';
}

/* Every label of the wire-form name w made of host_bytes; with lead,
   the first may not start with a hyphen either. */
hidden int __res_host_labels(const unsigned char *w, int lead)
{
	if (lead && w[0] && w[1] == '-')
		return 0;
	for (; *w; w += 1 + *w)
		for (unsigned i = 1; i <= *w; i++)
			if (!host_byte(w[i]))
				return 0;
	return 1;
}
