/* Event counters as descriptors (Linux). */
#ifndef _SYS_EVENTFD_H
#define _SYS_EVENTFD_H

#include <features.h>
#include <stdint.h>

typedef uint64_t eventfd_t;

#define EFD_SEMAPHORE 1
#define EFD_CLOEXEC   02000000
#define EFD_NONBLOCK  04000

__WEFT_BEGIN
int eventfd(unsigned int count, int flags);
int eventfd_read(int fd, eventfd_t *value);
int eventfd_write(int fd, eventfd_t value);
__WEFT_END

#endif
