#include "resolv.h"

hidden struct servent __servent_static;
hidden char __servent_buf[1024];
