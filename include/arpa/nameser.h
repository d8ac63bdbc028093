/* DNS messages (RFC 1035 and its successors): sizes, the numbers of the
   header fields, types and classes, and the ns_* parser over a received
   message (ns_initparse, ns_parserr, ns_name_uncompress...), under the
   names BIND 4.9/8 gave them, which glibc's libresolv keeps.  The older
   names (T_A, C_IN, HEADER...) follow at the end. */
#ifndef _ARPA_NAMESER_H
#define _ARPA_NAMESER_H

#include <features.h>
#include <stddef.h>
#include <stdint.h>

#define __NAMESER 19991006  /* the BIND interface this follows */

#define NS_PACKETSZ    512    /* the UDP limit without EDNS0 */
#define NS_MAXDNAME    1025   /* a presentation name, escapes included */
#define NS_MAXMSG      65535
#define NS_MAXCDNAME   255    /* a name on the wire */
#define NS_MAXLABEL    63
#define NS_HFIXEDSZ    12     /* the header */
#define NS_QFIXEDSZ    4      /* a question after its name */
#define NS_RRFIXEDSZ   10     /* a record after its name, before its data */
#define NS_INT32SZ     4
#define NS_INT16SZ     2
#define NS_INT8SZ      1
#define NS_INADDRSZ    4
#define NS_IN6ADDRSZ   16
#define NS_CMPRSFLGS   0xc0   /* the two high bits of a compression pointer */
#define NS_DEFAULTPORT 53

typedef enum __ns_sect {
	ns_s_qd = 0,  /* question (zone for updates) */
	ns_s_zn = 0,
	ns_s_an = 1,  /* answer (prerequisites) */
	ns_s_pr = 1,
	ns_s_ns = 2,  /* authority (updates) */
	ns_s_ud = 2,
	ns_s_ar = 3,  /* additional */
	ns_s_max = 4
} ns_sect;

/* A message being parsed: ns_initparse fills it. */
typedef struct __ns_msg {
	const unsigned char *_msg, *_eom;
	uint16_t _id, _flags, _counts[ns_s_max];
	const unsigned char *_sections[ns_s_max];
	ns_sect _sect;
	int _rrnum;
	const unsigned char *_msg_ptr;
} ns_msg;

#define ns_msg_id(handle)       ((handle)._id + 0)
#define ns_msg_base(handle)     ((handle)._msg + 0)
#define ns_msg_end(handle)      ((handle)._eom + 0)
#define ns_msg_size(handle)     ((handle)._eom - (handle)._msg)
#define ns_msg_count(handle, section) ((handle)._counts[section] + 0)

/* One record as ns_parserr gives it: the owner name expanded, the data
   left in the message. */
typedef struct __ns_rr {
	char name[NS_MAXDNAME];
	uint16_t type;
	uint16_t rr_class;
	uint32_t ttl;
	uint16_t rdlength;
	const unsigned char *rdata;
} ns_rr;

#define ns_rr_name(rr)  (((rr).name[0] != '\0') ? (rr).name : ".")
#define ns_rr_type(rr)  ((ns_type)((rr).type + 0))
#define ns_rr_class(rr) ((ns_class)((rr).rr_class + 0))
#define ns_rr_ttl(rr)   ((rr).ttl + 0)
#define ns_rr_rdlen(rr) ((rr).rdlength + 0)
#define ns_rr_rdata(rr) ((rr).rdata + 0)

/* The header's flag fields, for ns_msg_getflag. */
typedef enum __ns_flag {
	ns_f_qr, ns_f_opcode, ns_f_aa, ns_f_tc, ns_f_rd, ns_f_ra, ns_f_z,
	ns_f_ad, ns_f_cd, ns_f_rcode, ns_f_max
} ns_flag;

typedef enum __ns_opcode {
	ns_o_query = 0,
	ns_o_iquery = 1,
	ns_o_status = 2,
	ns_o_notify = 4,
	ns_o_update = 5,
	ns_o_max = 6
} ns_opcode;

typedef enum __ns_rcode {
	ns_r_noerror = 0,
	ns_r_formerr = 1,
	ns_r_servfail = 2,
	ns_r_nxdomain = 3,
	ns_r_notimpl = 4,
	ns_r_refused = 5,
	ns_r_yxdomain = 6,
	ns_r_yxrrset = 7,
	ns_r_nxrrset = 8,
	ns_r_notauth = 9,
	ns_r_notzone = 10,
	ns_r_max = 11,
	ns_r_badvers = 16,
	ns_r_badsig = 16,
	ns_r_badkey = 17,
	ns_r_badtime = 18
} ns_rcode;

/* Record types (the IANA registry). */
typedef enum __ns_type {
	ns_t_invalid = 0, ns_t_a = 1, ns_t_ns = 2, ns_t_md = 3, ns_t_mf = 4,
	ns_t_cname = 5, ns_t_soa = 6, ns_t_mb = 7, ns_t_mg = 8, ns_t_mr = 9,
	ns_t_null = 10, ns_t_wks = 11, ns_t_ptr = 12, ns_t_hinfo = 13,
	ns_t_minfo = 14, ns_t_mx = 15, ns_t_txt = 16, ns_t_rp = 17,
	ns_t_afsdb = 18, ns_t_x25 = 19, ns_t_isdn = 20, ns_t_rt = 21,
	ns_t_nsap = 22, ns_t_nsap_ptr = 23, ns_t_sig = 24, ns_t_key = 25,
	ns_t_px = 26, ns_t_gpos = 27, ns_t_aaaa = 28, ns_t_loc = 29,
	ns_t_nxt = 30, ns_t_eid = 31, ns_t_nimloc = 32, ns_t_srv = 33,
	ns_t_atma = 34, ns_t_naptr = 35, ns_t_kx = 36, ns_t_cert = 37,
	ns_t_a6 = 38, ns_t_dname = 39, ns_t_sink = 40, ns_t_opt = 41,
	ns_t_apl = 42, ns_t_ds = 43, ns_t_sshfp = 44, ns_t_ipseckey = 45,
	ns_t_rrsig = 46, ns_t_nsec = 47, ns_t_dnskey = 48, ns_t_dhcid = 49,
	ns_t_nsec3 = 50, ns_t_nsec3param = 51, ns_t_tlsa = 52,
	ns_t_smimea = 53, ns_t_hip = 55, ns_t_ninfo = 56, ns_t_rkey = 57,
	ns_t_talink = 58, ns_t_cds = 59, ns_t_cdnskey = 60,
	ns_t_openpgpkey = 61, ns_t_csync = 62, ns_t_spf = 99,
	ns_t_uinfo = 100, ns_t_uid = 101, ns_t_gid = 102, ns_t_unspec = 103,
	ns_t_nid = 104, ns_t_l32 = 105, ns_t_l64 = 106, ns_t_lp = 107,
	ns_t_eui48 = 108, ns_t_eui64 = 109, ns_t_tkey = 249, ns_t_tsig = 250,
	ns_t_ixfr = 251, ns_t_axfr = 252, ns_t_mailb = 253, ns_t_maila = 254,
	ns_t_any = 255, ns_t_uri = 256, ns_t_caa = 257, ns_t_avc = 258,
	ns_t_ta = 32768, ns_t_dlv = 32769,
	ns_t_max = 65536
} ns_type;

typedef enum __ns_class {
	ns_c_invalid = 0,
	ns_c_in = 1,
	ns_c_2 = 2,
	ns_c_chaos = 3,
	ns_c_hs = 4,
	ns_c_none = 254,
	ns_c_any = 255,
	ns_c_max = 65536
} ns_class;

/* Network-order integers in a message: the macros advance cp. */
#define NS_GET16(s, cp) do { \
	const unsigned char *__t_cp = (const unsigned char *)(cp); \
	(s) = (uint16_t)(__t_cp[0] << 8 | __t_cp[1]); \
	(cp) += NS_INT16SZ; \
} while (0)
#define NS_GET32(l, cp) do { \
	const unsigned char *__t_cp = (const unsigned char *)(cp); \
	(l) = (uint32_t)__t_cp[0] << 24 | (uint32_t)__t_cp[1] << 16 | \
	      (uint32_t)__t_cp[2] << 8 | __t_cp[3]; \
	(cp) += NS_INT32SZ; \
} while (0)
#define NS_PUT16(s, cp) do { \
	uint16_t __t_s = (uint16_t)(s); \
	unsigned char *__t_cp = (unsigned char *)(cp); \
	__t_cp[0] = __t_s >> 8; \
	__t_cp[1] = __t_s; \
	(cp) += NS_INT16SZ; \
} while (0)
#define NS_PUT32(l, cp) do { \
	uint32_t __t_l = (uint32_t)(l); \
	unsigned char *__t_cp = (unsigned char *)(cp); \
	__t_cp[0] = __t_l >> 24; \
	__t_cp[1] = __t_l >> 16; \
	__t_cp[2] = __t_l >> 8; \
	__t_cp[3] = __t_l; \
	(cp) += NS_INT32SZ; \
} while (0)

__WEFT_BEGIN
unsigned ns_get16(const unsigned char *src);
unsigned long ns_get32(const unsigned char *src);
void ns_put16(unsigned src, unsigned char *dst);
void ns_put32(unsigned long src, unsigned char *dst);
int ns_initparse(const unsigned char *msg, int msglen, ns_msg *handle);
int ns_parserr(ns_msg *handle, ns_sect section, int rrnum, ns_rr *rr);
int ns_skiprr(const unsigned char *ptr, const unsigned char *eom, ns_sect section, int count);
int ns_name_uncompress(const unsigned char *msg, const unsigned char *eom,
		       const unsigned char *src, char *dst, size_t dstsiz);
int ns_name_compress(const char *src, unsigned char *dst, size_t dstsiz,
		     const unsigned char **dnptrs, const unsigned char **lastdnptr);
int ns_name_ntop(const unsigned char *src, char *dst, size_t dstsiz);
int ns_name_pton(const char *src, unsigned char *dst, size_t dstsiz);
int ns_name_unpack(const unsigned char *msg, const unsigned char *eom,
		   const unsigned char *src, unsigned char *dst, size_t dstsiz);
int ns_name_pack(const unsigned char *src, unsigned char *dst, int dstsiz,
		 const unsigned char **dnptrs, const unsigned char **lastdnptr);
int ns_name_skip(const unsigned char **ptrptr, const unsigned char *eom);
__WEFT_END

/* The older names. */
#define PACKETSZ        NS_PACKETSZ
#define MAXDNAME        NS_MAXDNAME
#define MAXCDNAME       NS_MAXCDNAME
#define MAXLABEL        NS_MAXLABEL
#define HFIXEDSZ        NS_HFIXEDSZ
#define QFIXEDSZ        NS_QFIXEDSZ
#define RRFIXEDSZ       NS_RRFIXEDSZ
#define INT32SZ         NS_INT32SZ
#define INT16SZ         NS_INT16SZ
#define INT8SZ          NS_INT8SZ
#define INADDRSZ        NS_INADDRSZ
#define IN6ADDRSZ       NS_IN6ADDRSZ
#define INDIR_MASK      NS_CMPRSFLGS
#define NAMESERVER_PORT NS_DEFAULTPORT

#define QUERY        ns_o_query
#define IQUERY       ns_o_iquery
#define STATUS       ns_o_status
#define NS_NOTIFY_OP ns_o_notify
#define NS_UPDATE_OP ns_o_update

#define NOERROR  ns_r_noerror
#define FORMERR  ns_r_formerr
#define SERVFAIL ns_r_servfail
#define NXDOMAIN ns_r_nxdomain
#define NOTIMP   ns_r_notimpl
#define REFUSED  ns_r_refused
#define YXDOMAIN ns_r_yxdomain
#define YXRRSET  ns_r_yxrrset
#define NXRRSET  ns_r_nxrrset
#define NOTAUTH  ns_r_notauth
#define NOTZONE  ns_r_notzone

#define T_A        ns_t_a
#define T_NS       ns_t_ns
#define T_MD       ns_t_md
#define T_MF       ns_t_mf
#define T_CNAME    ns_t_cname
#define T_SOA      ns_t_soa
#define T_MB       ns_t_mb
#define T_MG       ns_t_mg
#define T_MR       ns_t_mr
#define T_NULL     ns_t_null
#define T_WKS      ns_t_wks
#define T_PTR      ns_t_ptr
#define T_HINFO    ns_t_hinfo
#define T_MINFO    ns_t_minfo
#define T_MX       ns_t_mx
#define T_TXT      ns_t_txt
#define T_RP       ns_t_rp
#define T_AFSDB    ns_t_afsdb
#define T_X25      ns_t_x25
#define T_ISDN     ns_t_isdn
#define T_RT       ns_t_rt
#define T_NSAP     ns_t_nsap
#define T_NSAP_PTR ns_t_nsap_ptr
#define T_SIG      ns_t_sig
#define T_KEY      ns_t_key
#define T_PX       ns_t_px
#define T_GPOS     ns_t_gpos
#define T_AAAA     ns_t_aaaa
#define T_LOC      ns_t_loc
#define T_NXT      ns_t_nxt
#define T_EID      ns_t_eid
#define T_NIMLOC   ns_t_nimloc
#define T_SRV      ns_t_srv
#define T_ATMA     ns_t_atma
#define T_NAPTR    ns_t_naptr
#define T_A6       ns_t_a6
#define T_DNAME    ns_t_dname
#define T_OPT      ns_t_opt
#define T_TSIG     ns_t_tsig
#define T_IXFR     ns_t_ixfr
#define T_AXFR     ns_t_axfr
#define T_MAILB    ns_t_mailb
#define T_MAILA    ns_t_maila
#define T_ANY      ns_t_any
#define T_URI      ns_t_uri
#define T_CAA      ns_t_caa

#define C_IN    ns_c_in
#define C_CHAOS ns_c_chaos
#define C_HS    ns_c_hs
#define C_NONE  ns_c_none
#define C_ANY   ns_c_any

#define GETSHORT NS_GET16
#define GETLONG  NS_GET32
#define PUTSHORT NS_PUT16
#define PUTLONG  NS_PUT32

/* The fixed header, as bit-fields in the machine's bit order. */
typedef struct {
	unsigned id : 16;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	unsigned qr : 1;
	unsigned opcode : 4;
	unsigned aa : 1;
	unsigned tc : 1;
	unsigned rd : 1;
	unsigned ra : 1;
	unsigned unused : 1;
	unsigned ad : 1;
	unsigned cd : 1;
	unsigned rcode : 4;
#else
	unsigned rd : 1;
	unsigned tc : 1;
	unsigned aa : 1;
	unsigned opcode : 4;
	unsigned qr : 1;
	unsigned rcode : 4;
	unsigned cd : 1;
	unsigned ad : 1;
	unsigned unused : 1;
	unsigned ra : 1;
#endif
	unsigned qdcount : 16;
	unsigned ancount : 16;
	unsigned nscount : 16;
	unsigned arcount : 16;
} HEADER;

#endif
