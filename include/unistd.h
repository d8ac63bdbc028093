#ifndef _UNISTD_H
#define _UNISTD_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#define __WEFT_WANT_intptr_t
#define __WEFT_WANT_useconds_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
/* lseek to the next data or hole at or after an offset (POSIX 2024,
   Linux 3.1; glibc shows them with _GNU_SOURCE) */
#if defined(_GNU_SOURCE) || (defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 202405L)
#ifndef SEEK_DATA
#define SEEK_DATA 3
#define SEEK_HOLE 4
#endif
#endif

#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4

#include <bits/confname.h>

#include <bits/posixopt.h>

__WEFT_BEGIN

ssize_t read(int fd, void *buf, size_t count);
ssize_t write(int fd, const void *buf, size_t count);
int close(int fd);
off_t lseek(int fd, off_t offset, int whence);
int dup(int fd);
int dup2(int oldfd, int newfd);
int pipe(int fds[2]);
int unlink(const char *path);
int access(const char *path, int mode);

/* Files and directories (issue 4: files). */
ssize_t pread(int fd, void *buf, size_t count, off_t offset);
ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset);
int fsync(int fd);
int fdatasync(int fd);
void sync(void);
int ftruncate(int fd, off_t length);
int truncate(const char *path, off_t length);
int unlinkat(int dirfd, const char *path, int flags);
int rmdir(const char *path);
int link(const char *oldpath, const char *newpath);
int linkat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, int flags);
int symlink(const char *target, const char *linkpath);
int symlinkat(const char *target, int newdirfd, const char *linkpath);
ssize_t readlink(const char *__weft_restrict path, char *__weft_restrict buf, size_t size);
ssize_t readlinkat(int dirfd, const char *__weft_restrict path, char *__weft_restrict buf, size_t size);
int faccessat(int dirfd, const char *path, int mode, int flags);
int chdir(const char *path);
int fchdir(int fd);
char *getcwd(char *buf, size_t size);
int isatty(int fd);
char *ttyname(int fd);
int ttyname_r(int fd, char *buf, size_t size);
int chown(const char *path, uid_t owner, gid_t group);
int fchown(int fd, uid_t owner, gid_t group);
int lchown(const char *path, uid_t owner, gid_t group);
int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags);

pid_t getpid(void);
pid_t getppid(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);

pid_t fork(void);
int execve(const char *path, char *const argv[], char *const envp[]);
int execv(const char *path, char *const argv[]);
int execvp(const char *file, char *const argv[]);
int execl(const char *path, const char *arg, ...);
int execlp(const char *file, const char *arg, ...);
int execle(const char *path, const char *arg, ...);
int fexecve(int fd, char *const argv[], char *const envp[]);
__weft_noreturn void _exit(int status);

int getgroups(int size, gid_t list[]);
pid_t setsid(void);
int setpgid(pid_t pid, pid_t pgid);
pid_t getpgid(pid_t pid);
pid_t getpgrp(void);
pid_t getsid(pid_t pid);
int setuid(uid_t uid);
int setgid(gid_t gid);
int seteuid(uid_t uid);
int setegid(gid_t gid);
int setreuid(uid_t ruid, uid_t euid);
int setregid(gid_t rgid, gid_t egid);
int nice(int inc);

long sysconf(int name);
long pathconf(const char *path, int name);
long fpathconf(int fd, int name);
size_t confstr(int name, char *buf, size_t len);
int gethostname(char *name, size_t len);

extern char *optarg;
extern int optind, opterr, optopt;
int getopt(int argc, char *const argv[], const char *optstring);

extern char **environ;

/* Sleeping and alarms (src/unistd/{sleep,usleep,alarm,ualarm,pause}.c). */
unsigned sleep(unsigned seconds);
int usleep(useconds_t usec);
unsigned alarm(unsigned seconds);
int pause(void);
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
useconds_t ualarm(useconds_t usecs, useconds_t interval);
#endif

#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
long syscall(long number, ...);
#endif
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
pid_t vfork(void);
int getpagesize(void);
int daemon(int nochdir, int noclose);
#endif
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int setpgrp(void);
long gethostid(void);
#endif
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
int chroot(const char *path);
int sethostname(const char *name, size_t len);
int getdomainname(char *name, size_t len);
int setdomainname(const char *name, size_t len);
int acct(const char *path);
int getdtablesize(void);
int sethostid(long id);
char *getpass(const char *prompt);
char *getusershell(void);
void setusershell(void);
void endusershell(void);
#endif
#ifdef _GNU_SOURCE
#define CLOSE_RANGE_UNSHARE  (1u << 1)
#define CLOSE_RANGE_CLOEXEC  (1u << 2)
int syncfs(int fd);
ssize_t copy_file_range(int fd_in, off_t *off_in, int fd_out, off_t *off_out, size_t len,
			unsigned int flags);
int close_range(unsigned int first, unsigned int last, int flags);
char *get_current_dir_name(void);
int euidaccess(const char *path, int mode);
int eaccess(const char *path, int mode);
pid_t gettid(void);
int pipe2(int fds[2], int flags);
int execvpe(const char *file, char *const argv[], char *const envp[]);
int execveat(int dirfd, const char *path, char *const argv[],
	     char *const envp[], int flags);
int getresuid(uid_t *ruid, uid_t *euid, uid_t *suid);
int getresgid(gid_t *rgid, gid_t *egid, gid_t *sgid);
int setresuid(uid_t ruid, uid_t euid, uid_t suid);
int setresgid(gid_t rgid, gid_t egid, gid_t sgid);
int dup3(int oldfd, int newfd, int flags);
int group_member(gid_t gid);
#endif

/* Record locks on a section of a file, from the current offset (XSI). */
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
#define F_ULOCK 0
#define F_LOCK  1
#define F_TLOCK 2
#define F_TEST  3
int lockf(int fd, int cmd, off_t len);
#endif

#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
/* src/crypt/crypt.c; crypt_r and struct crypt_data are in <crypt.h> */
char *crypt(const char *key, const char *setting);
#endif
#ifdef _XOPEN_SOURCE
void swab(const void *__weft_restrict from, void *__weft_restrict to, ssize_t n);
#endif
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
char *getlogin(void);
int getlogin_r(char *name, size_t size);
#endif

/* Terminal process groups and kernel entropy (issue 4: net). */
pid_t tcgetpgrp(int fd);
int tcsetpgrp(int fd, pid_t pgrp);
#ifdef _DEFAULT_SOURCE
int getentropy(void *buf, size_t len);
void closefrom(int low);
int brk(void *addr);
void *sbrk(intptr_t incr);
/* getcwd into a PATH_MAX buffer; on failure the buffer gets the message. */
char *getwd(char *buf);
/* The line of /etc/ttys naming the caller's terminal, or 0. */
int ttyslot(void);
int vhangup(void);
/* BSD: always fails with ENOSYS on Linux. */
int revoke(const char *path);
/* Samples the program counter into buf every 10 ms of CPU time. */
int profil(unsigned short *buf, size_t bufsiz, size_t offset, unsigned int scale);
#endif

#ifdef _LARGEFILE64_SOURCE
off64_t lseek64(int fd, off64_t offset, int whence);
ssize_t pread64(int fd, void *buf, size_t count, off64_t offset);
ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset);
int truncate64(const char *path, off64_t length);
int ftruncate64(int fd, off64_t length);
int lockf64(int fd, int cmd, off64_t len);
#endif
__WEFT_END

#endif
