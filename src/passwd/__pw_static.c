#include "passwd_impl.h"

hidden struct passwd __pw_static;
hidden char __pw_static_buf[__LINE_BUF];
/* fd -1: getpwent opens the file on first use. */
hidden struct __lines __pwent_file = { .fd = -1 };
