/* getnetent walks /etc/networks (AF_INET entries, numbers in host order
   as inet_network gives them); getnetbyname and getnetbyaddr find each
   entry it lists, setnetent rewinds, unknown names and other families
   find nothing.  Skipped without an /etc/networks with entries. */
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

int main(void)
{
	char names[32][64];
	uint32_t nets[32];
	struct netent *n;
	int count = 0, again = 0;
	char line[512];
	FILE *f = fopen("/etc/networks", "r");

	if (!f)
		t_skip("no /etc/networks here");
	/* what the file says, read here independently */
	while (fgets(line, sizeof line, f) && count < 32) {
		char name[64], num[64];

		line[strcspn(line, "#")] = 0;
		if (sscanf(line, "%63s %63s", name, num) != 2)
			continue;
		strcpy(names[count], name);
		nets[count++] = inet_network(num);
	}
	fclose(f);
	if (!count)
		t_skip("/etc/networks lists nothing");

	setnetent(1);
	for (int i = 0; i < count; i++) {
		n = getnetent();
		CHECK(n != 0);
		CHECK_STR(n->n_name, names[i]);
		CHECK_EQ(n->n_net, nets[i]);
		CHECK_EQ(n->n_addrtype, AF_INET);
		CHECK(n->n_aliases != 0);
	}
	setnetent(0);
	while ((n = getnetent()))
		again++;
	CHECK_GE(again, count);
	endnetent();

	for (int i = 0; i < count; i++) {
		n = getnetbyname(names[i]);
		CHECK(n != 0);
		CHECK_EQ(n->n_net, nets[i]);
		CHECK_EQ(n->n_addrtype, AF_INET);
		n = getnetbyaddr(nets[i], AF_INET);
		CHECK(n != 0);
		CHECK_EQ(n->n_net, nets[i]);
		CHECK(!getnetbyaddr(nets[i], AF_INET6));
		if (!strcmp(names[i], "loopback"))
			CHECK_EQ(nets[i], 0x7f000000);
	}
	CHECK(!getnetbyname("no-such-network-here"));
	return 0;
}
