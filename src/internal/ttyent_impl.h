#ifndef _WEFT_TTYENT_IMPL_H
#define _WEFT_TTYENT_IMPL_H

#include <stdio.h>
#include <ttyent.h>
#include "libc.h"

/* The open /etc/ttys of setttyent/getttyent, or null. */
extern hidden FILE *__ttys_file;

#endif
