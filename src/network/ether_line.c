#include "ether_impl.h"

static int is_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* An /etc/ethers line: address, spaces, host name; '#' starts a
   comment.  0 and both filled, or -1 (also for a line without name). */
int ether_line(const char *line, struct ether_addr *addr, char *hostname)
{
	struct ether_addr a;
	const char *p = __ether_parse(line, &a), *end;

	if (!p)
		return -1;
	while (is_space(*p))
		p++;
	for (end = p; *end && *end != '#' && !is_space(*end); end++)
		;
	if (end == p)
		return -1;
	*addr = a;
	while (p < end)
		*hostname++ = *p++;
	*hostname = 0;
	return 0;
}
