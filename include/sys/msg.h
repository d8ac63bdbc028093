#ifndef _SYS_MSG_H
#define _SYS_MSG_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_time_t
#include <bits/typedefs.h>
#include <sys/ipc.h>

#if !defined(__weft_have_msgqnum_t)
#define __weft_have_msgqnum_t
typedef unsigned long msgqnum_t;
#endif
#if !defined(__weft_have_msglen_t)
#define __weft_have_msglen_t
typedef unsigned long msglen_t;
#endif

#include <bits/msg.h>

__WEFT_BEGIN

/* msgrcv flags */
#define MSG_NOERROR 010000
#ifdef _GNU_SOURCE
#define MSG_EXCEPT  020000
#define MSG_COPY    040000

/* A message as msgsnd and msgrcv see it: a positive type, then the text. */
struct msgbuf {
	long mtype;
	char mtext[1];
};
#endif

/* msgctl commands */
#ifdef _DEFAULT_SOURCE
#define MSG_STAT     11
#define MSG_INFO     12
#define MSG_STAT_ANY 13
#endif

int msgget(key_t key, int flags);
int msgsnd(int id, const void *msg, size_t size, int flags);
ssize_t msgrcv(int id, void *msg, size_t size, long type, int flags);
int msgctl(int id, int cmd, struct msqid_ds *buf);

__WEFT_END

#endif
