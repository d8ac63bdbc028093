#include <argp.h>
#include <sysexits.h>

/* Alone in its file: a program that defines it links without a clash. */
error_t argp_err_exit_status = EX_USAGE;
