/* Message texts of the Linux errno values, shared by strerror and
   strerror_r (never installed). */
#ifndef _WEFT_ERRMSG_H
#define _WEFT_ERRMSG_H

#include "libc.h"

/* The text for errnum, or a null pointer if errnum is not a known error. */
hidden const char *__errmsg(int errnum);
/* Writes "Unknown error N" (the text glibc uses) into buf, which holds at
   least 32 bytes; returns buf. */
hidden char *__unknown_msg(char *buf, const char *prefix, int num);
/* strerror(errnum), an unknown number formatted into buf (32 bytes), so
   that the library's own messages leave strerror's buffer alone. */
hidden const char *__strerror_buf(int errnum, char *buf);
/* strsignal(sig), an unknown number formatted into buf (40 bytes). */
hidden char *__strsignal_buf(int sig, char *buf);

#endif
