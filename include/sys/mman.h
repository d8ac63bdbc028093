#ifndef _SYS_MMAN_H
#define _SYS_MMAN_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_mode_t
#ifdef _GNU_SOURCE
#define __WEFT_WANT_ssize_t
#endif
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

#define MAP_FAILED ((void *)-1)

#define PROT_NONE  0
#define PROT_READ  1
#define PROT_WRITE 2
#define PROT_EXEC  4

#define MAP_SHARED    0x01
#define MAP_PRIVATE   0x02
#define MAP_FIXED     0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON      MAP_ANONYMOUS
#define MAP_NORESERVE 0x4000
#define MAP_GROWSDOWN 0x0100
#define MAP_STACK     0x20000
#define MAP_FIXED_NOREPLACE 0x100000

#define MAP_SHARED_VALIDATE 0x03
#define MAP_TYPE      0x0f
#define MAP_32BIT     0x40
#define MAP_DENYWRITE 0x0800
#define MAP_EXECUTABLE 0x1000
#define MAP_LOCKED    0x2000
#define MAP_POPULATE  0x8000
#define MAP_NONBLOCK  0x10000
#define MAP_HUGETLB   0x40000
#define MAP_SYNC      0x80000
#define MAP_FILE      0

#define MS_ASYNC      1
#define MS_INVALIDATE 2
#define MS_SYNC       4

#define MCL_CURRENT 1
#define MCL_FUTURE  2
#define MCL_ONFAULT 4

#define MADV_NORMAL     0
#define MADV_RANDOM     1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED   3
#define MADV_DONTNEED   4
#define MADV_FREE       8
#define MADV_REMOVE     9
#define MADV_DONTFORK   10
#define MADV_DOFORK     11
#define MADV_MERGEABLE  12
#define MADV_UNMERGEABLE 13
#define MADV_HUGEPAGE   14
#define MADV_NOHUGEPAGE 15
#define MADV_DONTDUMP   16
#define MADV_DODUMP     17
#define MADV_WIPEONFORK 18
#define MADV_KEEPONFORK 19
#define MADV_COLD       20
#define MADV_PAGEOUT    21

#define POSIX_MADV_NORMAL     0
#define POSIX_MADV_RANDOM     1
#define POSIX_MADV_SEQUENTIAL 2
#define POSIX_MADV_WILLNEED   3
#define POSIX_MADV_DONTNEED   4

#define MREMAP_MAYMOVE   1
#define MREMAP_FIXED     2
#define MREMAP_DONTUNMAP 4

#define MFD_CLOEXEC       1U
#define MFD_ALLOW_SEALING 2U
#define MFD_HUGETLB       4U

__WEFT_BEGIN
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);
int mprotect(void *addr, size_t len, int prot);
int msync(void *addr, size_t len, int flags);
int mlock(const void *addr, size_t len);
int munlock(const void *addr, size_t len);
int mlockall(int flags);
int munlockall(void);
int posix_madvise(void *addr, size_t len, int advice);
int shm_open(const char *name, int flags, mode_t mode);
int shm_unlink(const char *name);
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int madvise(void *addr, size_t len, int advice);
int mincore(void *addr, size_t len, unsigned char *vec);
#endif
#ifdef _GNU_SOURCE
void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...);
int memfd_create(const char *name, unsigned flags);
#define MLOCK_ONFAULT 1
int mlock2(const void *addr, size_t len, unsigned int flags);
int remap_file_pages(void *addr, size_t size, int prot, size_t pgoff, int flags);
struct iovec;
ssize_t process_madvise(int pidfd, const struct iovec *iov, size_t n,
			int advice, unsigned int flags);
int process_mrelease(int pidfd, unsigned int flags);
/* Memory protection keys: access rights per key, in a register of each
   thread (x86_64 PKRU; pkey_get and pkey_set are ENOSYS elsewhere). */
#define PKEY_DISABLE_ACCESS 0x1
#define PKEY_DISABLE_WRITE  0x2
int pkey_alloc(unsigned int flags, unsigned int access_rights);
int pkey_free(int pkey);
int pkey_mprotect(void *addr, size_t len, int prot, int pkey);
int pkey_get(int pkey);
int pkey_set(int pkey, unsigned int access_rights);
#endif
#ifdef _LARGEFILE64_SOURCE
void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off64_t off);
#endif
__WEFT_END

#endif
