/* State shared by openlog, closelog, setlogmask and vsyslog, guarded by
   __syslog_lock (src/syslog/__syslog.c). */
#ifndef _WEFT_SYSLOG_IMPL_H
#define _WEFT_SYSLOG_IMPL_H

#include <stddef.h>
#include "libc.h"

extern hidden volatile int __syslog_lock;
extern hidden const char *__syslog_ident;  /* null: the program's name */
extern hidden int __syslog_options;
extern hidden int __syslog_facility;
/* Read without the lock by vsyslog's early check: a stale mask only
   decides one message that raced with setlogmask. */
extern hidden volatile int __syslog_mask;

/* With the lock held: connect to /dev/log if not connected (no error:
   a missing logger only loses messages), and disconnect. */
hidden void __syslog_connect(void);
hidden void __syslog_disconnect(void);
/* With the lock held: sends one formatted message; stamp is the
   "Mmm dd hh:mm:ss" time, already computed outside the lock. */
hidden void __syslog_send(int priority, const char *stamp, const char *msg, size_t len);

#endif
