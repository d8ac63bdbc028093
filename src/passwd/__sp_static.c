#include "passwd_impl.h"

hidden struct spwd __sp_static;
hidden char __sp_static_buf[__LINE_BUF];
hidden struct __lines __spent_file = { .fd = -1 };
