#ifndef _MQUEUE_H
#define _MQUEUE_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>
#include <fcntl.h>
#include <signal.h>

__WEFT_BEGIN

/* A message queue descriptor is the kernel's file descriptor. */
#if !defined(__weft_have_mqd_t)
#define __weft_have_mqd_t
typedef int mqd_t;
#endif

/* The kernel's struct mq_attr.  Only mq_flags (O_NONBLOCK) can change
   after creation; mq_curmsgs is output only. */
struct mq_attr {
	long mq_flags;
	long mq_maxmsg;
	long mq_msgsize;
	long mq_curmsgs;
	long __reserved[4];
};

mqd_t mq_open(const char *name, int flags, ...);
int mq_close(mqd_t mq);
int mq_unlink(const char *name);
int mq_send(mqd_t mq, const char *msg, size_t len, unsigned prio);
ssize_t mq_receive(mqd_t mq, char *msg, size_t len, unsigned *prio);
int mq_timedsend(mqd_t mq, const char *msg, size_t len, unsigned prio,
		 const struct timespec *__weft_restrict abstime);
ssize_t mq_timedreceive(mqd_t mq, char *__weft_restrict msg, size_t len,
			unsigned *__weft_restrict prio,
			const struct timespec *__weft_restrict abstime);
int mq_getattr(mqd_t mq, struct mq_attr *attr);
int mq_setattr(mqd_t mq, const struct mq_attr *__weft_restrict attr,
	       struct mq_attr *__weft_restrict old);
int mq_notify(mqd_t mq, const struct sigevent *sev);

__WEFT_END

#endif
