#include <argp.h>

/* Alone in its file: a program that defines it links without a clash. */
const char *argp_program_version;
