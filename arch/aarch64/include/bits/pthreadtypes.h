/* aarch64 thread types: the sizes and alignments of glibc's on aarch64
   (attr 64, mutex 48, cond 48, rwlock 56, barrier 32, the attribute
   objects 8 bytes), so code that embeds them in its own structures lays
   out the same.  The contents are private to weft (src/internal/ maps
   names onto the arrays). */
#ifndef _BITS_PTHREADTYPES_H
#define _BITS_PTHREADTYPES_H

typedef unsigned long pthread_t;
typedef unsigned pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;

typedef struct { union { int __i[16]; volatile int __vi[16]; unsigned long __s[8]; } __u; } pthread_attr_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; volatile void *volatile __p[6]; } __u; } pthread_mutex_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; void *__p[6]; } __u; } pthread_cond_t;
typedef struct { union { int __i[14]; volatile int __vi[14]; void *__p[7]; } __u; } pthread_rwlock_t;
typedef struct { union { int __i[8]; volatile int __vi[8]; void *__p[4]; } __u; } pthread_barrier_t;
typedef struct { unsigned __attr; unsigned __pad; } pthread_mutexattr_t;
typedef struct { unsigned __attr; unsigned __pad; } pthread_condattr_t;
typedef struct { union { unsigned __attr[2]; long __align; } __u; } pthread_rwlockattr_t;
typedef struct { unsigned __attr; unsigned __pad; } pthread_barrierattr_t;

#endif
