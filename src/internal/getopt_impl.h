#ifndef _WEFT_GETOPT_IMPL_H
#define _WEFT_GETOPT_IMPL_H

#include <getopt.h>
#include "libc.h"

/* The one parser behind getopt, getopt_long and getopt_long_only. */
hidden int __getopt(int argc, char *const argv[], const char *optstring,
		    const struct option *longopts, int *longindex, int long_only);

#endif
