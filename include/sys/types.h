#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#define __WEFT_WANT_id_t
#define __WEFT_WANT_key_t
#define __WEFT_WANT_mode_t
#define __WEFT_WANT_dev_t
#define __WEFT_WANT_ino_t
#define __WEFT_WANT_nlink_t
#define __WEFT_WANT_blksize_t
#define __WEFT_WANT_blkcnt_t
#define __WEFT_WANT_fsblkcnt_t
#define __WEFT_WANT_fsfilcnt_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_suseconds_t
#define __WEFT_WANT_clockid_t
#define __WEFT_WANT_clock_t
#define __WEFT_WANT_timer_t
#define __WEFT_WANT_useconds_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#define __WEFT_WANT_ino64_t
#define __WEFT_WANT_blkcnt64_t
#define __WEFT_WANT_fsblkcnt64_t
#define __WEFT_WANT_fsfilcnt64_t
#endif
#define __WEFT_WANT_intN_t
#include <bits/typedefs.h>
#include <bits/pthreadtypes.h>

#ifdef _DEFAULT_SOURCE
/* The BSD names, still common in network and system code. */
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef long quad_t;
typedef unsigned long u_quad_t;
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;
typedef long register_t;
typedef char *caddr_t;
typedef int daddr_t;
/* the offset type of the Linux calls taking loff_t * (splice...) */
typedef long loff_t;
#endif

#endif
