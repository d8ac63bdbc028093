/* riscv64: struct epoll_event has its natural alignment (16 bytes). */
#ifndef _BITS_EPOLL_H
#define _BITS_EPOLL_H
#define __WEFT_EPOLL_PACKED
#endif
