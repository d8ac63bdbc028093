#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include "syscall.h"

/* Commands whose third argument is a pointer; every other command takes an
   int or nothing.  va_arg must read the type the caller passed. */
static int takes_pointer(int cmd)
{
	switch (cmd) {
	case F_GETLK: case F_SETLK: case F_SETLKW:
	case F_OFD_GETLK: case F_OFD_SETLK: case F_OFD_SETLKW:
	case F_GETOWN_EX: case F_SETOWN_EX: case F_GETOWNER_UIDS:
	case F_GET_RW_HINT: case F_SET_RW_HINT:
	case F_GET_FILE_RW_HINT: case F_SET_FILE_RW_HINT:
		return 1;
	}
	return 0;
}

/* Commands that read no third argument at all. */
static int takes_nothing(int cmd)
{
	switch (cmd) {
	case F_GETFD: case F_GETFL: case F_GETOWN: case F_GETSIG:
	case F_GETLEASE: case F_GETPIPE_SZ: case F_GET_SEALS:
		return 1;
	}
	return 0;
}

int fcntl(int fd, int cmd, ...)
{
	unsigned long arg = 0;
	va_list ap;
	long r;

	va_start(ap, cmd);
	if (takes_pointer(cmd))
		arg = (unsigned long)va_arg(ap, void *);
	else if (!takes_nothing(cmd))
		arg = (unsigned long)(long)va_arg(ap, int);
	va_end(ap);

	switch (cmd) {
	case F_SETLKW:
	case F_OFD_SETLKW:
		/* Waiting for a lock is a cancellation point. */
		return __syscall_ret(__syscall_cp(SYS_fcntl, fd, cmd, arg));
	case F_SETFL:
		arg |= O_LARGEFILE;
		break;
	case F_GETOWN: {
		/* A process group owner comes back from F_GETOWN as a negative
		   number that looks like an error; F_GETOWN_EX tells them apart. */
		struct f_owner_ex ex;
		r = __syscall(SYS_fcntl, fd, F_GETOWN_EX, &ex);
		if (r == -EINVAL)
			return __syscall(SYS_fcntl, fd, F_GETOWN);
		if (r < 0)
			return __syscall_ret(r);
		return ex.type == F_OWNER_PGRP ? -ex.pid : ex.pid;
	}
	}
	return __syscall_ret(__syscall(SYS_fcntl, fd, cmd, arg));
}

weak_alias(fcntl, fcntl64);
