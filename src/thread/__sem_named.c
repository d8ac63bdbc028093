#include "lock.h"
#include "sem_impl.h"

/* Every named semaphore this process has open, one entry per file
   (device and inode), whatever name reached it: sem_open returns the
   entry's mapping and counts the opens, sem_close unmaps at the last.
   Level STATE: sem_open allocates an entry under the lock. */
LOCK_DEFINE(hidden, __sem_named_lock, LOCK_LEVEL_STATE);
hidden struct __sem_named *__sem_named_list;
