/* The DNS stub resolver's low-level interface (BIND's, as glibc has it):
   build a query (res_mkquery), send it to the configured servers
   (res_send), ask for a name with or without the search list
   (res_query, res_search), and compress or expand names (dn_comp,
   dn_expand).  The configuration is the global _res, which res_init
   fills from /etc/resolv.conf and which a program may change after;
   it is one for the whole process (glibc's is per thread).  The res_n*
   forms take a state of the caller's own instead. */
#ifndef _RESOLV_H
#define _RESOLV_H

#include <features.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/nameser.h>
#include <netdb.h>

#define MAXNS            3    /* name servers */
#define MAXDFLSRCH       3
#define MAXDNSRCH        6    /* search domains */
#define LOCALDOMAINPARTS 2
#define RES_TIMEOUT      5    /* seconds */
#define MAXRESOLVSORT    10
#define RES_MAXNDOTS     15
#define RES_MAXRETRANS   30
#define RES_MAXRETRY     5
#define RES_DFLRETRY     2
#define RES_MAXTIME      65535

struct __res_state {
	int retrans;                  /* timeout per try, seconds */
	int retry;                    /* attempts */
	unsigned long options;        /* RES_* */
	int nscount;
	struct sockaddr_in nsaddr_list[MAXNS];
	unsigned short id;
	char *dnsrch[MAXDNSRCH + 1];  /* the search list, into defdname */
	char defdname[256];
	unsigned long pfcode;
	unsigned ndots : 4;
	unsigned nsort : 4;
	unsigned ipv6_unavail : 1;
	unsigned unused : 23;
	struct {
		struct in_addr addr;
		uint32_t mask;
	} sort_list[MAXRESOLVSORT];
	void *__qhook_unused;
	void *__rhook_unused;
	int res_h_errno;
	int _vcsock;
	unsigned int _flags;
	union {
		char pad[52];
		struct {
			uint16_t nscount;
			uint16_t nsmap[MAXNS];
			int nssocks[MAXNS];
			uint16_t nscount6;
			uint16_t nsinit;
			/* non-null: server i is this IPv6 address rather than
			   nsaddr_list[i] */
			struct sockaddr_in6 *nsaddrs[MAXNS];
			unsigned int __unused_ext[2];
		} _ext;
	} _u;
};
#define nsaddr nsaddr_list[0]

typedef struct __res_state *res_state;

extern struct __res_state _res;

/* _res.options */
#define RES_INIT        0x00000001  /* res_init has filled _res */
#define RES_DEBUG       0x00000002
#define RES_AAONLY      0x00000004
#define RES_USEVC       0x00000008
#define RES_PRIMARY     0x00000010
#define RES_IGNTC       0x00000020
#define RES_RECURSE     0x00000040  /* ask for recursion (RD) */
#define RES_DEFNAMES    0x00000080
#define RES_STAYOPEN    0x00000100
#define RES_DNSRCH      0x00000200  /* res_search uses the search list */
#define RES_INSECURE1   0x00000400
#define RES_INSECURE2   0x00000800
#define RES_NOALIASES   0x00001000
#define RES_USE_INET6   0x00002000
#define RES_ROTATE      0x00004000  /* start at a random server */
#define RES_NOCHECKNAME 0x00008000
#define RES_KEEPTSIG    0x00010000
#define RES_BLAST       0x00020000
#define RES_USE_EDNS0   0x00100000
#define RES_SNGLKUP     0x00200000
#define RES_SNGLKUPREOP 0x00400000
#define RES_USE_DNSSEC  0x00800000
#define RES_NOTLDQUERY  0x01000000
#define RES_NORELOAD    0x02000000
#define RES_TRUSTAD     0x04000000
#define RES_NOAAAA      0x08000000
#define RES_DEFAULT     (RES_RECURSE | RES_DEFNAMES | RES_DNSRCH)

#define RES_PRF_STATS  0x00000001
#define RES_PRF_UPDATE 0x00000002
#define RES_PRF_CLASS  0x00000004
#define RES_PRF_CMD    0x00000008
#define RES_PRF_QUES   0x00000010
#define RES_PRF_ANS    0x00000020
#define RES_PRF_AUTH   0x00000040
#define RES_PRF_ADD    0x00000080
#define RES_PRF_HEAD1  0x00000100
#define RES_PRF_HEAD2  0x00000200
#define RES_PRF_TTLID  0x00000400
#define RES_PRF_HEADX  0x00000800
#define RES_PRF_QUERY  0x00001000
#define RES_PRF_REPLY  0x00002000
#define RES_PRF_INIT   0x00004000

__WEFT_BEGIN
int res_init(void);
int res_query(const char *dname, int cls, int type, unsigned char *answer, int anslen);
int res_search(const char *dname, int cls, int type, unsigned char *answer, int anslen);
int res_mkquery(int op, const char *dname, int cls, int type, const unsigned char *data,
		int datalen, const unsigned char *newrr, unsigned char *buf, int buflen);
int res_send(const unsigned char *msg, int msglen, unsigned char *answer, int anslen);
int dn_comp(const char *src, unsigned char *dst, int dstsiz, unsigned char **dnptrs,
	    unsigned char **lastdnptr);
int dn_expand(const unsigned char *msg, const unsigned char *eom, const unsigned char *src,
	      char *dst, int dstsiz);
int dn_skipname(const unsigned char *comp_dn, const unsigned char *eom);
int res_querydomain(const char *name, const char *domain, int cls, int type,
		    unsigned char *answer, int anslen);

/* The same on a state of the caller's own (res_ninit fills one). */
int res_ninit(res_state statp);
void res_nclose(res_state statp);
int res_nquery(res_state statp, const char *dname, int cls, int type,
	       unsigned char *answer, int anslen);
int res_nsearch(res_state statp, const char *dname, int cls, int type,
		unsigned char *answer, int anslen);
int res_nquerydomain(res_state statp, const char *name, const char *domain, int cls,
		     int type, unsigned char *answer, int anslen);
int res_nmkquery(res_state statp, int op, const char *dname, int cls, int type,
		 const unsigned char *data, int datalen, const unsigned char *newrr,
		 unsigned char *buf, int buflen);
int res_nsend(res_state statp, const unsigned char *msg, int msglen,
	      unsigned char *answer, int anslen);

/* Whether a name is fit for a host, a record's owner, a mailbox, or
   any domain name. */
int res_hnok(const char *dn);
int res_ownok(const char *dn);
int res_mailok(const char *dn);
int res_dnok(const char *dn);
__WEFT_END

#endif
