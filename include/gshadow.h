/* The shadow group file, /etc/gshadow: one entry per line,
   name:password:administrators:members, the two lists separated by
   commas. */
#ifndef _GSHADOW_H
#define _GSHADOW_H

#include <features.h>
#include <paths.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_FILE
#include <bits/typedefs.h>

#define GSHADOW _PATH_GSHADOW

struct sgrp {
	char *sg_namp;          /* group name */
	char *sg_passwd;        /* hashed password */
	char **sg_adm;          /* administrators, null-terminated */
	char **sg_mem;          /* members, null-terminated */
};

__WEFT_BEGIN
void setsgent(void);
void endsgent(void);
struct sgrp *getsgent(void);
struct sgrp *getsgnam(const char *name);
struct sgrp *sgetsgent(const char *s);
struct sgrp *fgetsgent(FILE *f);
int putsgent(const struct sgrp *sg, FILE *f);
int getsgent_r(struct sgrp *sg, char *buf, size_t size, struct sgrp **result);
int getsgnam_r(const char *name, struct sgrp *sg, char *buf, size_t size,
	       struct sgrp **result);
int sgetsgent_r(const char *s, struct sgrp *sg, char *buf, size_t size,
		struct sgrp **result);
int fgetsgent_r(FILE *f, struct sgrp *sg, char *buf, size_t size,
		struct sgrp **result);
__WEFT_END

#endif
