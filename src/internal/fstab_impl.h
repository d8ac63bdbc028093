#ifndef _WEFT_FSTAB_IMPL_H
#define _WEFT_FSTAB_IMPL_H

#include <fstab.h>
#include <stdio.h>
#include "libc.h"

/* The open /etc/fstab of setfsent/getfsent, or null. */
extern hidden FILE *__fstab_file;
/* The next entry of __fstab_file (opened if needed), or null at its end. */
hidden struct fstab *__fstab_next(void);

#endif
