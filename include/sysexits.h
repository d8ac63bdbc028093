/* Exit statuses from 4.3BSD's sysexits(3): what mail agents and many
   daemons return.  The values are fixed by that convention. */
#ifndef _SYSEXITS_H
#define _SYSEXITS_H

#define EX_OK          0   /* success */
#define EX__BASE       64  /* the first of the error codes */
#define EX_USAGE       64  /* bad command line */
#define EX_DATAERR     65  /* bad input data */
#define EX_NOINPUT     66  /* an input file missing or unreadable */
#define EX_NOUSER      67  /* no such user */
#define EX_NOHOST      68  /* no such host */
#define EX_UNAVAILABLE 69  /* a service is unavailable */
#define EX_SOFTWARE    70  /* internal software error */
#define EX_OSERR       71  /* an operating-system error (fork failed...) */
#define EX_OSFILE      72  /* a system file missing or bad */
#define EX_CANTCREAT   73  /* an output file cannot be created */
#define EX_IOERR       74  /* input/output error */
#define EX_TEMPFAIL    75  /* temporary failure: try again later */
#define EX_PROTOCOL    76  /* remote side broke the protocol */
#define EX_NOPERM      77  /* permission denied */
#define EX_CONFIG      78  /* configuration error */
#define EX__MAX        78  /* the last of the error codes */

#endif
