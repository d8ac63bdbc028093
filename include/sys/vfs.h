/* The older name of <sys/statfs.h>. */
#include <sys/statfs.h>
