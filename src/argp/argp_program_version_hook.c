#include <argp.h>

/* Alone in its file: a program that defines it links without a clash. */
void (*argp_program_version_hook)(FILE *restrict, struct argp_state *restrict);
