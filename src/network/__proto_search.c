#include <stdlib.h>
#include <string.h>
#include "passwd_impl.h"
#include "resolv.h"

/* When /etc/protocols is missing (minimal containers), the protocols
   programs ask for by name, with the file's usual upper-case aliases. */
static const char builtin[] =
	"ip 0 IP\n"
	"icmp 1 ICMP\n"
	"igmp 2 IGMP\n"
	"tcp 6 TCP\n"
	"udp 17 UDP\n"
	"ipv6 41 IPv6\n"
	"ipv6-route 43 IPv6-Route\n"
	"ipv6-frag 44 IPv6-Frag\n"
	"gre 47 GRE\n"
	"esp 50 IPSEC-ESP\n"
	"ah 51 IPSEC-AH\n"
	"ipv6-icmp 58 IPv6-ICMP\n"
	"ipv6-nonxt 59 IPv6-NoNxt\n"
	"ipv6-opts 60 IPv6-Opts\n"
	"sctp 132 SCTP\n"
	"udplite 136 UDPLite\n"
	"raw 255 RAW\n";

hidden int __proto_parse(char *line, struct __proto_entry *e)
{
	char *tok, *save, *end;

	line[strcspn(line, "#")] = 0;
	e->name = strtok_r(line, " \t", &save);
	tok = strtok_r(0, " \t", &save);
	if (!e->name || !tok)
		return 0;
	e->proto = strtol(tok, &end, 10);
	if (*end || end == tok)
		return 0;
	e->nalias = 0;
	while ((tok = strtok_r(0, " \t", &save)))
		if (e->nalias < 16)
			e->alias[e->nalias++] = tok;
	return 1;
}

/* Parses one line into e (strings in line): 1 when it names the entry. */
static int match(char *line, const char *name, int proto, struct __proto_entry *e)
{
	int found;

	if (!__proto_parse(line, e))
		return 0;
	found = name ? !strcmp(name, e->name) : e->proto == proto;
	for (int i = 0; name && i < e->nalias; i++)
		found |= !strcmp(name, e->alias[i]);
	return found;
}

hidden int __proto_search(const char *name, int proto, char *line, size_t size,
			  struct __proto_entry *e)
{
	struct __lines f;
	const char *p, *nl;
	char *l;
	int err = 0, found = 0;
	size_t len;

	if (!__lines_open(&f, "/etc/protocols")) {
		while (!found && (l = __lines_next(&f, &err))) {
			len = strlen(l);
			if (len >= size)
				continue;
			memcpy(line, l, len + 1);
			found = match(line, name, proto, e);
		}
		__lines_close(&f);
		return found;
	}
	for (p = builtin; !found && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		len = nl - p;
		if (len >= size)
			continue;
		memcpy(line, p, len);
		line[len] = 0;
		found = match(line, name, proto, e);
	}
	return found;
}
