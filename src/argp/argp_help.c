#include "argp_impl.h"

/* Help for argp alone, with no parsing state: the program's own options,
   not argp_parse's --help and --version. */
void argp_help(const struct argp *restrict argp, FILE *restrict stream, unsigned flags,
	       char *restrict name)
{
	__argp_help(argp, 0, stream, flags, name);
}
