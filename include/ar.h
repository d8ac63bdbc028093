/* The common "ar" archive format (what ar(1), ld and make read): the file
   starts with ARMAG, then each member is a 60-byte text header followed by
   its data, padded to an even length.  All header fields are ASCII,
   space-padded and not NUL-terminated. */
#ifndef _AR_H
#define _AR_H

#include <features.h>

#define ARMAG  "!<arch>\n" /* first bytes of every archive */
#define SARMAG 8           /* strlen(ARMAG) */
#define ARFMAG "`\n"       /* closes each member header */

struct ar_hdr {
	char ar_name[16]; /* member name, "/"-terminated in the GNU variant */
	char ar_date[12]; /* modification time, decimal seconds */
	char ar_uid[6];   /* owner, decimal */
	char ar_gid[6];   /* group, decimal */
	char ar_mode[8];  /* mode bits, octal */
	char ar_size[10]; /* data length in bytes, decimal */
	char ar_fmag[2];  /* ARFMAG */
};

#endif
