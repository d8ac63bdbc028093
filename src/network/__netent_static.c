#include "resolv.h"

hidden struct __ent_file __netent_file;
hidden struct netent __netent_static;
/* Holds a pointer array first. */
hidden _Alignas(char *) char __netent_buf[1024];
