#include <sys/single_threaded.h>

/* Cleared by pthread_create together with __libc.threaded. */
char __libc_single_threaded = 1;
