#include "passwd_impl.h"

hidden struct sgrp __sg_static;
hidden char __sg_static_buf[__SG_STATIC_SIZE] __attribute__((__aligned__(sizeof(char *))));
hidden struct __lines __sgent_file = { .fd = -1 };
