#include "getopt_impl.h"

int getopt_long_only(int argc, char *const argv[], const char *optstring,
		     const struct option *longopts, int *longindex)
{
	return __getopt(argc, argv, optstring, longopts, longindex, 1);
}
