/* Sockets: the BSD socket interface over the kernel's socket system calls.
   Layouts and constants are the kernel's (and so glibc's) on Linux. */
#ifndef _SYS_SOCKET_H
#define _SYS_SOCKET_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>
#include <sys/uio.h>

#ifndef __weft_have_socklen_t
#define __weft_have_socklen_t
typedef unsigned int socklen_t;
#endif
#ifndef __weft_have_sa_family_t
#define __weft_have_sa_family_t
typedef unsigned short sa_family_t;
#endif

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

/* Large and aligned enough for every address family (128 bytes). */
struct sockaddr_storage {
	sa_family_t ss_family;
	char __ss_padding[128 - sizeof(sa_family_t) - sizeof(unsigned long)];
	unsigned long __ss_align;
};

struct msghdr {
	void *msg_name;
	socklen_t msg_namelen;
	struct iovec *msg_iov;
	size_t msg_iovlen;
	void *msg_control;
	size_t msg_controllen;
	int msg_flags;
};

struct cmsghdr {
	size_t cmsg_len;
	int cmsg_level;
	int cmsg_type;
	__extension__ unsigned char __cmsg_data[];
};

struct linger {
	int l_onoff;
	int l_linger;
};

#ifdef _GNU_SOURCE
struct mmsghdr {
	struct msghdr msg_hdr;
	unsigned int msg_len;
};

struct ucred {
	pid_t pid;
	uid_t uid;
	gid_t gid;
};
#endif

/* Socket types; the two flags may be or-ed into the type. */
#define SOCK_STREAM    1
#define SOCK_DGRAM     2
#define SOCK_RAW       3
#define SOCK_RDM       4
#define SOCK_SEQPACKET 5
#define SOCK_DCCP      6
#define SOCK_PACKET    10
#define SOCK_CLOEXEC   02000000
#define SOCK_NONBLOCK  04000

/* Protocol families, and the address families that equal them. */
#define PF_UNSPEC     0
#define PF_LOCAL      1
#define PF_UNIX       PF_LOCAL
#define PF_FILE       PF_LOCAL
#define PF_INET       2
#define PF_AX25       3
#define PF_IPX        4
#define PF_APPLETALK  5
#define PF_NETROM     6
#define PF_BRIDGE     7
#define PF_ATMPVC     8
#define PF_X25        9
#define PF_INET6      10
#define PF_ROSE       11
#define PF_DECnet     12
#define PF_NETBEUI    13
#define PF_SECURITY   14
#define PF_KEY        15
#define PF_NETLINK    16
#define PF_ROUTE      PF_NETLINK
#define PF_PACKET     17
#define PF_ASH        18
#define PF_ECONET     19
#define PF_ATMSVC     20
#define PF_RDS        21
#define PF_SNA        22
#define PF_IRDA       23
#define PF_PPPOX      24
#define PF_WANPIPE    25
#define PF_LLC        26
#define PF_IB         27
#define PF_MPLS       28
#define PF_CAN        29
#define PF_TIPC       30
#define PF_BLUETOOTH  31
#define PF_IUCV       32
#define PF_RXRPC      33
#define PF_ISDN       34
#define PF_PHONET     35
#define PF_IEEE802154 36
#define PF_CAIF       37
#define PF_ALG        38
#define PF_NFC        39
#define PF_VSOCK      40
#define PF_KCM        41
#define PF_QIPCRTR    42
#define PF_SMC        43
#define PF_XDP        44
#define PF_MCTP       45
#define PF_MAX        46

#define AF_UNSPEC     PF_UNSPEC
#define AF_LOCAL      PF_LOCAL
#define AF_UNIX       PF_UNIX
#define AF_FILE       PF_FILE
#define AF_INET       PF_INET
#define AF_AX25       PF_AX25
#define AF_IPX        PF_IPX
#define AF_APPLETALK  PF_APPLETALK
#define AF_NETROM     PF_NETROM
#define AF_BRIDGE     PF_BRIDGE
#define AF_ATMPVC     PF_ATMPVC
#define AF_X25        PF_X25
#define AF_INET6      PF_INET6
#define AF_ROSE       PF_ROSE
#define AF_DECnet     PF_DECnet
#define AF_NETBEUI    PF_NETBEUI
#define AF_SECURITY   PF_SECURITY
#define AF_KEY        PF_KEY
#define AF_NETLINK    PF_NETLINK
#define AF_ROUTE      PF_ROUTE
#define AF_PACKET     PF_PACKET
#define AF_ASH        PF_ASH
#define AF_ECONET     PF_ECONET
#define AF_ATMSVC     PF_ATMSVC
#define AF_RDS        PF_RDS
#define AF_SNA        PF_SNA
#define AF_IRDA       PF_IRDA
#define AF_PPPOX      PF_PPPOX
#define AF_WANPIPE    PF_WANPIPE
#define AF_LLC        PF_LLC
#define AF_IB         PF_IB
#define AF_MPLS       PF_MPLS
#define AF_CAN        PF_CAN
#define AF_TIPC       PF_TIPC
#define AF_BLUETOOTH  PF_BLUETOOTH
#define AF_IUCV       PF_IUCV
#define AF_RXRPC      PF_RXRPC
#define AF_ISDN       PF_ISDN
#define AF_PHONET     PF_PHONET
#define AF_IEEE802154 PF_IEEE802154
#define AF_CAIF       PF_CAIF
#define AF_ALG        PF_ALG
#define AF_NFC        PF_NFC
#define AF_VSOCK      PF_VSOCK
#define AF_KCM        PF_KCM
#define AF_QIPCRTR    PF_QIPCRTR
#define AF_SMC        PF_SMC
#define AF_XDP        PF_XDP
#define AF_MCTP       PF_MCTP
#define AF_MAX        PF_MAX

/* Option levels (the protocol numbers for IP-family levels). */
#define SOL_SOCKET    1
#define SOL_IP        0
#define SOL_TCP       6
#define SOL_UDP       17
#define SOL_IPV6      41
#define SOL_ICMPV6    58
#define SOL_SCTP      132
#define SOL_UDPLITE   136
#define SOL_RAW       255
#define SOL_DECNET    261
#define SOL_X25       262
#define SOL_PACKET    263
#define SOL_ATM       264
#define SOL_AAL       265
#define SOL_IRDA      266
#define SOL_NETBEUI   267
#define SOL_LLC       268
#define SOL_DCCP      269
#define SOL_NETLINK   270
#define SOL_TIPC      271
#define SOL_RXRPC     272
#define SOL_PPPOL2TP  273
#define SOL_BLUETOOTH 274
#define SOL_PNPIPE    275
#define SOL_RDS       276
#define SOL_IUCV      277
#define SOL_CAIF      278
#define SOL_ALG       279
#define SOL_NFC       280
#define SOL_KCM       281
#define SOL_TLS       282
#define SOL_XDP       283
#define SOL_MPTCP     284
#define SOL_MCTP      285
#define SOL_SMC       286

#define SOMAXCONN 4096

/* SOL_SOCKET options (the per-arch values live in bits/socket.h). */
#include <bits/socket.h>

/* Flags of send and receive calls. */
#define MSG_OOB          0x01
#define MSG_PEEK         0x02
#define MSG_DONTROUTE    0x04
#define MSG_TRYHARD      MSG_DONTROUTE
#define MSG_CTRUNC       0x08
#define MSG_PROXY        0x10
#define MSG_TRUNC        0x20
#define MSG_DONTWAIT     0x40
#define MSG_EOR          0x80
#define MSG_WAITALL      0x100
#define MSG_FIN          0x200
#define MSG_SYN          0x400
#define MSG_CONFIRM      0x800
#define MSG_RST          0x1000
#define MSG_ERRQUEUE     0x2000
#define MSG_NOSIGNAL     0x4000
#define MSG_MORE         0x8000
#define MSG_WAITFORONE   0x10000
#define MSG_BATCH        0x40000
#define MSG_SOCK_DEVMEM  0x2000000
#define MSG_ZEROCOPY     0x4000000
#define MSG_FASTOPEN     0x20000000
#define MSG_CMSG_CLOEXEC 0x40000000

/* Control message types at SOL_SOCKET. */
#define SCM_RIGHTS      0x01
#define SCM_CREDENTIALS 0x02
#define SCM_SECURITY    0x03
#define SCM_PIDFD       0x04

#define SHUT_RD   0
#define SHUT_WR   1
#define SHUT_RDWR 2

/* Control messages: each header is followed by its data, both padded to
   the alignment of size_t. */
#define __CMSG_ALIGN_TO sizeof(size_t)
#define CMSG_ALIGN(len) (((len) + __CMSG_ALIGN_TO - 1) & ~(size_t)(__CMSG_ALIGN_TO - 1))
#define CMSG_DATA(c) ((unsigned char *)((struct cmsghdr *)(c) + 1))
#define CMSG_SPACE(len) (CMSG_ALIGN(len) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_LEN(len) (CMSG_ALIGN(sizeof(struct cmsghdr)) + (len))
#define CMSG_FIRSTHDR(m) ((size_t)(m)->msg_controllen >= sizeof(struct cmsghdr) ? \
	(struct cmsghdr *)(m)->msg_control : (struct cmsghdr *)0)
#define __CMSG_END(m) ((unsigned char *)(m)->msg_control + (m)->msg_controllen)
#define __CMSG_NEXT(c) ((struct cmsghdr *)((unsigned char *)(c) + CMSG_ALIGN((c)->cmsg_len)))
/* The header after c, or null when c is malformed or the next header and
   its data would not lie entirely inside the control buffer. */
#define CMSG_NXTHDR(m, c) \
	((c)->cmsg_len < sizeof(struct cmsghdr) || \
	 (unsigned char *)(__CMSG_NEXT(c) + 1) > __CMSG_END(m) || \
	 (unsigned char *)__CMSG_NEXT(c) + CMSG_ALIGN(__CMSG_NEXT(c)->cmsg_len) > __CMSG_END(m) \
	 ? (struct cmsghdr *)0 : __CMSG_NEXT(c))

__WEFT_BEGIN
int socket(int domain, int type, int protocol);
int socketpair(int domain, int type, int protocol, int sv[2]);
int bind(int fd, const struct sockaddr *addr, socklen_t len);
int listen(int fd, int backlog);
int accept(int fd, struct sockaddr *__weft_restrict addr, socklen_t *__weft_restrict len);
int connect(int fd, const struct sockaddr *addr, socklen_t len);
int shutdown(int fd, int how);
ssize_t send(int fd, const void *buf, size_t len, int flags);
ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *addr, socklen_t alen);
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags);
ssize_t recv(int fd, void *buf, size_t len, int flags);
ssize_t recvfrom(int fd, void *__weft_restrict buf, size_t len, int flags,
		 struct sockaddr *__weft_restrict addr, socklen_t *__weft_restrict alen);
ssize_t recvmsg(int fd, struct msghdr *msg, int flags);
int getsockopt(int fd, int level, int name, void *__weft_restrict val,
	       socklen_t *__weft_restrict len);
int setsockopt(int fd, int level, int name, const void *val, socklen_t len);
int getsockname(int fd, struct sockaddr *__weft_restrict addr, socklen_t *__weft_restrict len);
int getpeername(int fd, struct sockaddr *__weft_restrict addr, socklen_t *__weft_restrict len);
int sockatmark(int fd);
#ifdef _DEFAULT_SOURCE
int isfdtype(int fd, int fdtype);
#endif
#ifdef _GNU_SOURCE
int accept4(int fd, struct sockaddr *__weft_restrict addr, socklen_t *__weft_restrict len, int flags);
int sendmmsg(int fd, struct mmsghdr *vec, unsigned int n, int flags);
int recvmmsg(int fd, struct mmsghdr *vec, unsigned int n, int flags, struct timespec *timeout);
#endif
__WEFT_END

#endif
