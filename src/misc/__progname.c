#include "libc.h"

/* The program's name as run (argv[0]) and its last component; the
   start-up code fills both ("" when there is no argv[0]), so they need
   no bytes in the file.  GNU calls them program_invocation_name and
   program_invocation_short_name. */
char *__progname_full;
char *__progname;
weak_alias(__progname_full, program_invocation_name);
weak_alias(__progname, program_invocation_short_name);
