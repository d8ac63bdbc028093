#include "passwd_impl.h"

hidden struct group __gr_static;
hidden _Alignas(sizeof(char *)) char __gr_static_buf[__GR_STATIC_SIZE];
hidden struct __lines __grent_file = { .fd = -1 };
