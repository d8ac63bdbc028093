#include <stdlib.h>
#include <string.h>
#include "resolv.h"

/* glibc's socket type/protocol table and its choices: with neither
   given, TCP, UDP and raw; with one given, the first entry that
   matches; raw takes any protocol. */
static const struct {
	unsigned char socktype, proto, dflt, raw;
	char name[8];
} table[] = {
	{ SOCK_STREAM, IPPROTO_TCP, 1, 0, "tcp" },
	{ SOCK_DGRAM, IPPROTO_UDP, 1, 0, "udp" },
	{ 6 /* SOCK_DCCP */, 33 /* IPPROTO_DCCP */, 0, 0, "dccp" },
	{ SOCK_DGRAM, 136 /* IPPROTO_UDPLITE */, 0, 0, "udplite" },
	{ SOCK_STREAM, 132 /* IPPROTO_SCTP */, 0, 0, "sctp" },
	{ SOCK_SEQPACKET, 132, 0, 0, "sctp" },
	{ SOCK_RAW, 0, 1, 1, "raw" },
};

hidden int __res_service(const char *name, int socktype, int proto, int flags,
			 struct __res_serv out[3])
{
	unsigned i, pick[3], np = 0;
	unsigned long num = 0;
	int numeric = 0, n = 0;
	char *end, line[1024];
	struct __serv_entry e;

	for (i = 0; i < sizeof table / sizeof *table && np < 3; i++) {
		if (socktype && table[i].socktype != socktype)
			continue;
		if (proto && !table[i].raw && table[i].proto != proto)
			continue;
		if (!socktype && !proto && !table[i].dflt)
			continue;
		pick[np++] = i;
		if (socktype || proto)
			break;
	}
	if (!np)
		return EAI_SOCKTYPE;
	if (name) {
		num = strtoul(name, &end, 10);
		numeric = !*end && (long)(int)num == (long)num && (int)num >= 0;
		if (!numeric && (flags & AI_NUMERICSERV))
			return EAI_NONAME;
	}
	for (i = 0; i < np; i++) {
		const unsigned t = pick[i];
		unsigned port = 0;
		/* Raw sockets have no services: a named one skips them, and
		   so does a number when raw was asked for by name. */
		if (name && table[t].raw && (!numeric || socktype || proto))
			continue;
		if (numeric)
			port = num & 0xffff;
		else if (name && __serv_search(name, 0, table[t].name, line, sizeof line, &e))
			port = e.port;
		else if (name)
			continue;
		out[n].port = port;
		out[n].socktype = table[t].socktype;
		out[n].proto = table[t].raw ? proto : table[t].proto;
		n++;
	}
	return n ? n : EAI_SERVICE;
}
