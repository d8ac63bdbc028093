#include "time_impl.h"

/* The object gmtime and localtime return (one, as C allows and glibc does). */
hidden struct tm __tm_buf;

/* The string asctime and ctime return. */
hidden char __asctime_buf[26];
