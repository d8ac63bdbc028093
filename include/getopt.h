#ifndef _GETOPT_H
#define _GETOPT_H

#include <features.h>

__WEFT_BEGIN

extern char *optarg;
extern int optind, opterr, optopt;

struct option {
	const char *name;
	int has_arg;
	int *flag;
	int val;
};

#define no_argument       0
#define required_argument 1
#define optional_argument 2

int getopt(int argc, char *const argv[], const char *optstring);
int getopt_long(int argc, char *const argv[], const char *optstring,
		const struct option *longopts, int *longindex);
int getopt_long_only(int argc, char *const argv[], const char *optstring,
		     const struct option *longopts, int *longindex);

__WEFT_END

#endif
