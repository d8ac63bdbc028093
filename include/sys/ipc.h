#ifndef _SYS_IPC_H
#define _SYS_IPC_H

#include <features.h>

#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#define __WEFT_WANT_mode_t
#define __WEFT_WANT_key_t
#include <bits/typedefs.h>

#include <bits/ipc.h>

__WEFT_BEGIN

#define IPC_PRIVATE ((key_t)0)

/* get flags */
#define IPC_CREAT  01000
#define IPC_EXCL   02000
#define IPC_NOWAIT 04000

/* ctl commands */
#define IPC_RMID 0
#define IPC_SET  1
#define IPC_STAT 2
#ifdef _GNU_SOURCE
#define IPC_INFO 3
#endif

key_t ftok(const char *path, int proj_id);

__WEFT_END

#endif
