#include <string.h>
#include <strings.h>
#include "ether_impl.h"
#include "passwd_impl.h"

hidden int __ethers_search(const struct ether_addr *addr, const char *name,
			   struct ether_addr *addr_out, char *name_out)
{
	struct __lines f;
	struct ether_addr a;
	char host[__LINE_BUF];
	char *line;
	int err = 0, found = 0;

	if (__lines_open(&f, "/etc/ethers"))
		return -1;
	while (!found && (line = __lines_next(&f, &err))) {
		if (ether_line(line, &a, host))
			continue;
		if (name ? !strcasecmp(host, name)
			 : !memcmp(&a, addr, sizeof a))
			found = 1;
	}
	__lines_close(&f);
	if (!found)
		return -1;
	if (name_out)
		strcpy(name_out, host);
	if (addr_out)
		*addr_out = a;
	return 0;
}
