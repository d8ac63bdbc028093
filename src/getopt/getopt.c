#include <unistd.h>
#include "getopt_impl.h"

int getopt(int argc, char *const argv[], const char *optstring)
{
	return __getopt(argc, argv, optstring, 0, 0, 0);
}
