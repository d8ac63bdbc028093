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
#include <bits/typedefs.h>
#include <bits/pthreadtypes.h>

#endif
