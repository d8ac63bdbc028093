/* Name lookup inside the library: the hosts/services files, the
   nsswitch "hosts:" order, resolv.conf and the DNS stub resolver
   (docs/netdb.md).  Lookups fill fixed arrays on the caller's stack, so a
   thread cancelled while it waits for a name server holds no memory, only
   the socket a cleanup record closes. */
#ifndef _WEFT_RESOLV_H
#define _WEFT_RESOLV_H

#include <netdb.h>
#include <netinet/in.h>
/* the public <resolv.h> (this file's name hides it) */
#include_next <resolv.h>
#include "libc.h"

/* At most this many addresses per name (glibc's files and DNS back ends
   have no fixed limit; a DNS answer in 512-4096 bytes rarely holds more). */
#define __RES_MAXADDR 48
/* One presentation-form domain name with its terminating NUL. */
#define __RES_NAMELEN 256
/* DNS messages we accept: UDP answers are limited to this too (we send no
   EDNS0 option, so a server must truncate anything over 512). */
#define __RES_MSGLEN 4096

/* glibc's GNU-only codes, under names the library may use unconditionally. */
#define __EAI_NODATA     -5
#define __EAI_ADDRFAMILY -9

struct __res_addr {
	int family;               /* AF_INET or AF_INET6 */
	unsigned scope;           /* IPv6 scope id */
	unsigned char addr[16];
	int order;                /* position found, the last sort key */
};

/* One socket type/protocol/port a service resolves to. */
struct __res_serv {
	unsigned short port;      /* host order */
	unsigned char socktype, proto;
};

struct __res_conf {
	struct sockaddr_in6 ns[3];  /* sin6_family says which form is in use */
	int nns;
	int ndots, timeout, attempts, rotate;
	char search[__RES_NAMELEN]; /* domains separated by single spaces */
};

/* Fills c from /etc/resolv.conf, LOCALDOMAIN and RES_OPTIONS. */
hidden void __res_conf_load(struct __res_conf *c);

/* Which sources "hosts:" in /etc/nsswitch.conf names, in order: a string
   of 'f' (files) and 'd' (dns), at most 2 letters, NUL-terminated. */
hidden void __nss_hosts(char order[3]);

/* The addresses of name in /etc/hosts (family AF_UNSPEC, AF_INET or
   AF_INET6): how many were stored in out (at most max); canon gets the
   entry's official name and, when aliases is not null, the first
   entry's other names, each NUL-terminated, an empty one last.
   0: not found; -1 with errno set: the file could not be opened for
   want of descriptors or memory. */
#define __RES_ALIASLEN 512
hidden int __hosts_by_name(const char *name, int family, struct __res_addr *out,
			   int max, char canon[__RES_NAMELEN], char *aliases);
/* The official name in /etc/hosts for an address: 1 found, 0 not. */
hidden int __hosts_by_addr(int family, const void *addr, char name[__RES_NAMELEN]);

/* Resolves name through the configured sources: the number of addresses
   (at least 1), or an EAI_* code (EAI_SYSTEM with errno set when out of
   descriptors or memory).  canon is set to the canonical name. */
hidden int __res_lookup(const char *name, int family, int flags,
			struct __res_addr out[__RES_MAXADDR], char canon[__RES_NAMELEN],
			char *aliases);

/* The name of an address through the configured sources: 1 found, 0
   not, EAI_AGAIN when DNS did not answer. */
hidden int __res_reverse(int family, const void *addr, char name[__RES_NAMELEN]);

/* A numeric IPv4 (inet_aton forms) or IPv6 (with %scope) address:
   1 and *a filled, or 0. */
hidden int __res_numeric(const char *name, struct __res_addr *a);

/* Sorts addresses in the order of RFC 3484 section 6 as glibc applies it. */
hidden void __res_sort(struct __res_addr *a, int n);

/* A service name or number for a socktype/protocol: count stored in out
   (at most 3) or an EAI_* code. */
hidden int __res_service(const char *name, int socktype, int proto, int flags,
			 struct __res_serv out[3]);

/* Looks up name/port in /etc/services for proto (null: any); fills
   the fields with pointers into line.  1 found, 0 not. */
struct __serv_entry {
	char *name, *proto;
	char *alias[16];
	int nalias;
	int port;
};
hidden int __serv_search(const char *name, int port, const char *proto,
			 char *line, size_t size, struct __serv_entry *e);

/* DNS: the answers for name, one query per type (1 or 2 types, sent in
   parallel), through the configured servers with retries and the TCP
   fallback.  ans[i]/alen[i] get the answer for types[i] (alen 0: none).
   Returns 0 or a negative errno (ETIMEDOUT, or ECONNREFUSED when no
   server answered anything, or socket(2)'s error when there is no
   socket to ask with).  A cancellation point. */
hidden int __dns_exchange(const struct __res_conf *c, const char *name,
			  const int *types, int ntypes,
			  unsigned char ans[][__RES_MSGLEN], int *alen);
/* The same exchange for queries already built (12 to 512 bytes, one
   question each), as res_send has them. */
hidden int __dns_send(const struct __res_conf *c, const unsigned char *const *q,
		      const int *qlen, int ntypes,
		      unsigned char ans[][__RES_MSGLEN], int *alen);
/* The configuration a resolver state (_res or the caller's) holds now. */
hidden void __res_state_conf(const struct __res_state *s, struct __res_conf *c);
/* res_init and res_ninit: s from the configuration files, its IPv6
   servers stored in v6 (MAXNS entries) or, when null, allocated. */
hidden int __res_vinit(struct __res_state *s, struct sockaddr_in6 *v6);
extern hidden struct sockaddr_in6 __res_v6_static[MAXNS];
/* Whether each label of a wire-form name holds only letters, digits,
   '-' and '_' (and, with lead, the first does not start with '-'). */
hidden int __res_host_labels(const unsigned char *w, int lead);
/* A name in a message (compression pointers followed) copied out in wire
   form, uncompressed, into wire: the bytes the name occupies at src, or
   -1 with errno EMSGSIZE when it is malformed or overruns eom. */
hidden int __ns_unpack(const unsigned char *msg, const unsigned char *eom,
		       const unsigned char *src, unsigned char wire[NS_MAXCDNAME]);
/* Wire form to presentation form ("." for the root, special characters
   escaped): the length written, or -1 with errno EMSGSIZE. */
hidden int __ns_ntop(const unsigned char *wire, char *dst, size_t size);
/* Presentation form (escapes \X and \DDD) to wire form: its length,
   or -1 with errno EMSGSIZE for an empty or overlong label or name. */
hidden int __ns_pton(const char *src, unsigned char wire[NS_MAXCDNAME]);

/* Builds a query; its length or -1 when name is not a valid name. */
hidden int __dns_query(unsigned char *q, const char *name, int type, unsigned id);
/* Expands the compressed name at p within msg into out: the bytes the name
   occupies at p, or -1 when it is malformed (loops, overruns, too long). */
hidden int __dns_name(const unsigned char *msg, int len, const unsigned char *p,
		      char out[__RES_NAMELEN]);
/* Extracts from an answer the addresses of type (1 A, 28 AAAA) owned by
   name or the end of its CNAME chain, appended to out from *n (at most
   max); canon gets that end.  Returns the response code (0, 3 NXDOMAIN,
   ...) or -1 for a malformed message. */
hidden int __dns_addrs(const unsigned char *msg, int len, const char *name,
		       struct __res_addr *out, int *n, int max,
		       char canon[__RES_NAMELEN]);
/* The PTR name in an answer: 1 found, 0 not, -1 malformed. */
hidden int __dns_ptr(const unsigned char *msg, int len, char out[__RES_NAMELEN]);

/* Lays out a hostent in buf: 0 or ERANGE.  aliases as __hosts_by_name
   gives them (or null). */
hidden int __hostent_fill(struct hostent *h, char *buf, size_t size,
			  const char *name, const char *aliases,
			  int af, const struct __res_addr *a, int n);

/* Where gethostbyname, gethostbyname2 and gethostbyaddr return. */
#define __HOSTENT_BUF 4096
extern hidden struct hostent __hostent_static;
extern hidden char __hostent_buf[__HOSTENT_BUF];

/* The reentrant lookups' copy of a name and its aliases into buf (the
   pointer array first): 0 or ERANGE. */
hidden int __ent_strings(char *buf, size_t size, const char *name,
			 char *const *alias, int nalias, char **name_out, char ***list_out);

/* getservbyname_r's copy of an entry into buf: 0 or ERANGE. */
hidden int __servent_fill(const struct __serv_entry *e, struct servent *s,
			  char *buf, size_t size);
extern hidden struct servent __servent_static;
extern hidden char __servent_buf[1024];

/* /etc/protocols by name or number (name null), with a built-in table
   of the common ones when the file is missing: 1 found, 0 not.  The
   entry's strings point into line. */
struct __proto_entry {
	char *name;
	char *alias[16];
	int nalias;
	int proto;
};
hidden int __proto_search(const char *name, int proto, char *line, size_t size,
			  struct __proto_entry *e);
extern hidden struct protoent __protoent_static;
extern hidden char __protoent_buf[1024];

/* The files the get*ent functions walk; all zero (in .bss) until the
   first call opens them. */
#include "passwd_impl.h"
struct __ent_file {
	int open;
	struct __lines f;
};
extern hidden struct __ent_file __hostent_file, __servent_file, __protoent_file,
	__netent_file;
/* The next line of an entry file, opening it first if needed; null at
   the end. */
hidden char *__ent_next(struct __ent_file *e, const char *path);
hidden void __ent_close(struct __ent_file *e);

/* One /etc/services line parsed in place: 1 when well formed. */
hidden int __serv_parse(char *line, struct __serv_entry *e);
/* One /etc/protocols line parsed in place: 1 when well formed. */
hidden int __proto_parse(char *line, struct __proto_entry *e);

/* /etc/networks: one line parsed in place (1 when well formed), a search
   by name or (name null) by number and type, and the static result
   filled from an entry (alias list at the start of __netent_buf). */
struct __net_entry {
	char *name;
	char *alias[16];
	int nalias;
	uint32_t net;
};
hidden int __net_parse(char *line, struct __net_entry *e);
hidden int __net_search(const char *name, uint32_t net, int type, char *line,
			size_t size, struct __net_entry *e);
hidden struct netent *__netent_set(const struct __net_entry *e);
extern hidden struct netent __netent_static;
extern hidden char __netent_buf[1024];

#endif
