/* Network database: name and service lookup (getaddrinfo and friends),
   the hosts/services/protocols files and the DNS stub resolver
   (docs/netdb.md).  Structures, flags and error numbers have glibc's
   layouts and values, so programs built either way agree. */
#ifndef _NETDB_H
#define _NETDB_H

#include <features.h>
#include <stdint.h>
#include <netinet/in.h>
#include <sys/socket.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>
#ifdef _GNU_SOURCE
#include <signal.h>
#include <time.h>
#endif

#ifdef _DEFAULT_SOURCE
/* The files the lookups read. */
#define _PATH_HEQUIV        "/etc/hosts.equiv"
#define _PATH_HOSTS         "/etc/hosts"
#define _PATH_NETWORKS      "/etc/networks"
#define _PATH_NSSWITCH_CONF "/etc/nsswitch.conf"
#define _PATH_PROTOCOLS     "/etc/protocols"
#define _PATH_SERVICES      "/etc/services"
#endif

__WEFT_BEGIN

struct hostent {
	char *h_name;
	char **h_aliases;
	int h_addrtype;
	int h_length;
	char **h_addr_list;
};
#ifdef _DEFAULT_SOURCE
#define h_addr h_addr_list[0]
#endif

struct servent {
	char *s_name;
	char **s_aliases;
	int s_port;       /* network byte order */
	char *s_proto;
};

struct protoent {
	char *p_name;
	char **p_aliases;
	int p_proto;
};

struct netent {
	char *n_name;
	char **n_aliases;
	int n_addrtype;
	uint32_t n_net;
};

struct addrinfo {
	int ai_flags;
	int ai_family;
	int ai_socktype;
	int ai_protocol;
	socklen_t ai_addrlen;
	struct sockaddr *ai_addr;
	char *ai_canonname;
	struct addrinfo *ai_next;
};

#define IPPORT_RESERVED 1024

#define AI_PASSIVE     0x0001
#define AI_CANONNAME   0x0002
#define AI_NUMERICHOST 0x0004
#define AI_V4MAPPED    0x0008
#define AI_ALL         0x0010
#define AI_ADDRCONFIG  0x0020
#ifdef _GNU_SOURCE
#define AI_IDN         0x0040
#define AI_CANONIDN    0x0080
#endif
#define AI_NUMERICSERV 0x0400

#define NI_MAXHOST 1025
#define NI_MAXSERV 32

#define NI_NUMERICHOST 1
#define NI_NUMERICSERV 2
#define NI_NOFQDN      4
#define NI_NAMEREQD    8
#define NI_DGRAM       16
/* POSIX: an IPv6 scope as its number, not an interface name (glibc does
   not have it; the value is clear of its NI_IDN flags). */
#define NI_NUMERICSCOPE 256
#ifdef _GNU_SOURCE
#define NI_IDN         32
#endif

#define EAI_BADFLAGS   -1
#define EAI_NONAME     -2
#define EAI_AGAIN      -3
#define EAI_FAIL       -4
#define EAI_FAMILY     -6
#define EAI_SOCKTYPE   -7
#define EAI_SERVICE    -8
#define EAI_MEMORY     -10
#define EAI_SYSTEM     -11
#define EAI_OVERFLOW   -12
#ifdef _GNU_SOURCE
#define EAI_NODATA     -5
#define EAI_ADDRFAMILY -9
#define EAI_INPROGRESS -100
#define EAI_CANCELED   -101
#define EAI_NOTCANCELED -102
#define EAI_ALLDONE    -103
#define EAI_INTR       -104
#define EAI_IDN_ENCODE -105
#endif

#ifdef _GNU_SOURCE
/* Asynchronous lookups: getaddrinfo for each request, in other threads. */
struct gaicb {
	const char *ar_name;
	const char *ar_service;
	const struct addrinfo *ar_request;
	struct addrinfo *ar_result;
	int __return;
	int __reserved[5];
};
#define GAI_WAIT   0
#define GAI_NOWAIT 1
int getaddrinfo_a(int mode, struct gaicb *list[], int nitems, struct sigevent *sevp);
int gai_suspend(const struct gaicb *const list[], int nitems, const struct timespec *timeout);
int gai_error(struct gaicb *req);
int gai_cancel(struct gaicb *req);
#endif

int getaddrinfo(const char *__weft_restrict node, const char *__weft_restrict service,
		const struct addrinfo *__weft_restrict hints,
		struct addrinfo **__weft_restrict res);
void freeaddrinfo(struct addrinfo *ai);
const char *gai_strerror(int err);
int getnameinfo(const struct sockaddr *__weft_restrict sa, socklen_t salen,
		char *__weft_restrict host, socklen_t hostlen,
		char *__weft_restrict serv, socklen_t servlen, int flags);

struct hostent *gethostbyname(const char *name);
struct hostent *gethostbyaddr(const void *addr, socklen_t len, int type);
struct servent *getservbyname(const char *name, const char *proto);
struct servent *getservbyport(int port, const char *proto);
struct protoent *getprotobyname(const char *name);
struct protoent *getprotobynumber(int proto);

void sethostent(int stayopen);
void endhostent(void);
struct hostent *gethostent(void);
void setservent(int stayopen);
void endservent(void);
struct servent *getservent(void);
void setprotoent(int stayopen);
void endprotoent(void);
struct protoent *getprotoent(void);

void setnetent(int stayopen);
void endnetent(void);
struct netent *getnetent(void);
struct netent *getnetbyname(const char *name);
struct netent *getnetbyaddr(uint32_t net, int type);

/* The resolver's error for the gethostby* functions: per thread. */
int *__h_errno_location(void);
#define h_errno (*__h_errno_location())

#define NETDB_INTERNAL -1
#define NETDB_SUCCESS  0
#define HOST_NOT_FOUND 1
#define TRY_AGAIN      2
#define NO_RECOVERY    3
#define NO_DATA        4
#define NO_ADDRESS     NO_DATA

#ifdef _DEFAULT_SOURCE
struct hostent *gethostbyname2(const char *name, int af);
int gethostbyname_r(const char *__weft_restrict name, struct hostent *__weft_restrict ret,
		    char *__weft_restrict buf, size_t buflen,
		    struct hostent **__weft_restrict result, int *__weft_restrict err);
int gethostbyname2_r(const char *__weft_restrict name, int af,
		     struct hostent *__weft_restrict ret, char *__weft_restrict buf,
		     size_t buflen, struct hostent **__weft_restrict result,
		     int *__weft_restrict err);
int gethostbyaddr_r(const void *__weft_restrict addr, socklen_t len, int type,
		    struct hostent *__weft_restrict ret, char *__weft_restrict buf,
		    size_t buflen, struct hostent **__weft_restrict result,
		    int *__weft_restrict err);
int getservbyname_r(const char *__weft_restrict name, const char *__weft_restrict proto,
		    struct servent *__weft_restrict ret, char *__weft_restrict buf,
		    size_t buflen, struct servent **__weft_restrict result);
int getservbyport_r(int port, const char *__weft_restrict proto,
		    struct servent *__weft_restrict ret, char *__weft_restrict buf,
		    size_t buflen, struct servent **__weft_restrict result);
int gethostent_r(struct hostent *__weft_restrict ret, char *__weft_restrict buf,
		 size_t buflen, struct hostent **__weft_restrict result,
		 int *__weft_restrict err);
int getservent_r(struct servent *__weft_restrict ret, char *__weft_restrict buf,
		 size_t buflen, struct servent **__weft_restrict result);
int getprotoent_r(struct protoent *__weft_restrict ret, char *__weft_restrict buf,
		  size_t buflen, struct protoent **__weft_restrict result);
int getprotobyname_r(const char *__weft_restrict name, struct protoent *__weft_restrict ret,
		     char *__weft_restrict buf, size_t buflen,
		     struct protoent **__weft_restrict result);
int getprotobynumber_r(int proto, struct protoent *__weft_restrict ret,
		       char *__weft_restrict buf, size_t buflen,
		       struct protoent **__weft_restrict result);
int getnetent_r(struct netent *__weft_restrict ret, char *__weft_restrict buf,
		size_t buflen, struct netent **__weft_restrict result,
		int *__weft_restrict err);
int getnetbyname_r(const char *__weft_restrict name, struct netent *__weft_restrict ret,
		   char *__weft_restrict buf, size_t buflen,
		   struct netent **__weft_restrict result, int *__weft_restrict err);
int getnetbyaddr_r(uint32_t net, int type, struct netent *__weft_restrict ret,
		   char *__weft_restrict buf, size_t buflen,
		   struct netent **__weft_restrict result, int *__weft_restrict err);
int setnetgrent(const char *netgroup);
void endnetgrent(void);
int getnetgrent(char **__weft_restrict host, char **__weft_restrict user,
		char **__weft_restrict domain);
int getnetgrent_r(char **__weft_restrict host, char **__weft_restrict user,
		  char **__weft_restrict domain, char *__weft_restrict buf, size_t buflen);
int innetgr(const char *netgroup, const char *host, const char *user, const char *domain);
void herror(const char *s);
const char *hstrerror(int err);
#endif

__WEFT_END

#endif
