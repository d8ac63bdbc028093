#include "rwlock_impl.h"

/* See rwlock_impl.h: read locks held by this thread on any rwlock. */
hidden __thread int __rwlock_rdheld;
