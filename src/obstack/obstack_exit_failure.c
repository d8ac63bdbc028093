#include <stdlib.h>
#include "obstack_impl.h"

/* Alone in its file: a program that defines it links without a clash. */
int obstack_exit_failure = EXIT_FAILURE;
