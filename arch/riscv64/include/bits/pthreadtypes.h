/* riscv64 thread types: the sizes and alignments of glibc's, so code that
   embeds them in its own structures lays out the same.  The contents are
   private to weft (src/internal/ maps names onto the arrays). */
#ifndef _BITS_PTHREADTYPES_H
#define _BITS_PTHREADTYPES_H

typedef unsigned long pthread_t;
typedef unsigned pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;

typedef struct { union { int __i[14]; volatile int __vi[14]; unsigned long __s[7]; } __u; } pthread_attr_t;
typedef struct { union { int __i[10]; volatile int __vi[10]; volatile void *volatile __p[5]; } __u; } pthread_mutex_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; void *__p[6]; } __u; } pthread_cond_t;
typedef struct { union { int __i[14]; volatile int __vi[14]; void *__p[7]; } __u; } pthread_rwlock_t;
typedef struct { union { int __i[8]; volatile int __vi[8]; void *__p[4]; } __u; } pthread_barrier_t;
typedef struct { unsigned __attr; } pthread_mutexattr_t;
typedef struct { unsigned __attr; } pthread_condattr_t;
typedef struct { union { unsigned __attr[2]; long __align; } __u; } pthread_rwlockattr_t;
typedef struct { unsigned __attr; } pthread_barrierattr_t;

#endif
