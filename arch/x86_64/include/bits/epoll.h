/* x86_64: struct epoll_event is packed (12 bytes), as the kernel's. */
#ifndef _BITS_EPOLL_H
#define _BITS_EPOLL_H
#define __WEFT_EPOLL_PACKED __attribute__((__packed__))
#endif
