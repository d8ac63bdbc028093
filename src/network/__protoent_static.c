#include "resolv.h"

hidden struct protoent __protoent_static;
/* Holds a pointer array first. */
hidden _Alignas(char *) char __protoent_buf[1024];
