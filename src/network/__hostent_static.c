#include "resolv.h"

hidden struct hostent __hostent_static;
hidden char __hostent_buf[__HOSTENT_BUF];
