#include "passwd_impl.h"

hidden int __pwd_lock_fd = -1;
