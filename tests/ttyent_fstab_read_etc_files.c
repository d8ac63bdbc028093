/* <ttyent.h> and <fstab.h> read /etc/ttys and /etc/fstab.  In a mount
   namespace of its own, the test puts a tmpfs on /etc: first without
   either file (setttyent and setfsent fail, the readers return null),
   then with known contents, checked field by field. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <fstab.h>
#include <pty.h>
#include <sched.h>
#include <stdio.h>
#include <sys/mount.h>
#include <ttyent.h>
#include <unistd.h>
#include "check.h"

static void put(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK_GE(fd, 0);
	CHECK_EQ(write(fd, text, strlen(text)), (long)strlen(text));
	CHECK_EQ(close(fd), 0);
}

int main(void)
{
	if (unshare(CLONE_NEWNS) != 0)
		t_skip("needs a mount namespace of its own (root)");
	CHECK_EQ(mount("none", "/", 0, MS_REC | MS_PRIVATE, 0), 0);
	if (mount("tmpfs", "/etc", "tmpfs", 0, "size=64k") != 0)
		t_skip("cannot mount a tmpfs on /etc here");

	/* Neither file. */
	CHECK_EQ(setttyent(), 0);
	CHECK(getttyent() == 0);
	CHECK(getttynam("tty1") == 0);
	CHECK_EQ(endttyent(), 1);
	CHECK_EQ(setfsent(), 0);
	CHECK(getfsent() == 0);
	CHECK(getfsspec("/dev/sda1") == 0);
	endfsent();

	put("/etc/ttys",
	    "# name  getty                      type    status\n"
	    "\n"
	    "console \"/usr/libexec/getty std\"  vt100   on secure  # the console\n"
	    "ttyS0   /sbin/agetty                vt220   off window=/bin/xterm\n"
	    "tty2    none                        network\n");
	CHECK_EQ(setttyent(), 1);
	struct ttyent *t = getttyent();
	CHECK(t);
	CHECK_STR(t->ty_name, "console");
	CHECK_STR(t->ty_getty, "/usr/libexec/getty std");
	CHECK_STR(t->ty_type, "vt100");
	CHECK_EQ(t->ty_status, TTY_ON | TTY_SECURE);
	CHECK(t->ty_window == 0);
	CHECK_STR(t->ty_comment, "the console");
	t = getttyent();
	CHECK(t);
	CHECK_STR(t->ty_name, "ttyS0");
	CHECK_STR(t->ty_getty, "/sbin/agetty");
	CHECK_STR(t->ty_type, "vt220");
	CHECK_EQ(t->ty_status, 0);
	CHECK_STR(t->ty_window, "/bin/xterm");
	CHECK(t->ty_comment == 0);
	t = getttyent();
	CHECK(t);
	CHECK_STR(t->ty_name, "tty2");
	CHECK_STR(t->ty_type, "network");
	CHECK_EQ(t->ty_status, 0);
	CHECK(getttyent() == 0);
	/* setttyent goes back to the start. */
	CHECK_EQ(setttyent(), 1);
	t = getttyent();
	CHECK(t);
	CHECK_STR(t->ty_name, "console");
	CHECK_EQ(endttyent(), 1);
	t = getttynam("ttyS0");
	CHECK(t);
	CHECK_STR(t->ty_type, "vt220");
	CHECK(getttynam("ttyS9") == 0);

	put("/etc/fstab",
	    "# <file system> <mount point> <type> <options> <dump> <pass>\n"
	    "/dev/sda1  /          ext4  errors=remount-ro,rw 0 1\n"
	    "/dev/sda2  none       swap  sw                   0 0\n"
	    "/dev/sr0   /media/cd  iso9660 ro,noauto,user     0 0\n"
	    "srv:/home  /home      nfs   defaults             0 0\n");
	CHECK_EQ(setfsent(), 1);
	struct fstab *f = getfsent();
	CHECK(f);
	CHECK_STR(f->fs_spec, "/dev/sda1");
	CHECK_STR(f->fs_file, "/");
	CHECK_STR(f->fs_vfstype, "ext4");
	CHECK_STR(f->fs_mntops, "errors=remount-ro,rw");
	CHECK_STR(f->fs_type, FSTAB_RW);
	CHECK_EQ(f->fs_freq, 0);
	CHECK_EQ(f->fs_passno, 1);
	f = getfsent();
	CHECK(f);
	CHECK_STR(f->fs_type, FSTAB_SW);
	f = getfsent();
	CHECK(f);
	CHECK_STR(f->fs_type, FSTAB_RO);
	f = getfsent();
	CHECK(f);
	CHECK_STR(f->fs_type, "??");
	CHECK(getfsent() == 0);
	f = getfsfile("/media/cd");
	CHECK(f);
	CHECK_STR(f->fs_spec, "/dev/sr0");
	f = getfsspec("/dev/sda2");
	CHECK(f);
	CHECK_STR(f->fs_vfstype, "swap");
	CHECK(getfsspec("/dev/nope") == 0);
	CHECK(getfsfile("/nope") == 0);
	endfsent();

	/* ttyslot: the terminal of fds 0-2 if listed, else 0: here none of
	   them is a listed terminal. */
	int fd = open("/dev/null", O_RDONLY);
	CHECK_GE(fd, 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(dup2(fd, i), i);
	CHECK_EQ(ttyslot(), 0);
	/* A pseudo-terminal on fd 1, listed on the file's third entry line
	   (counted from 1, comments and blank lines not counted) under its
	   last path component, as ttyslot looks it up. */
	int m, s;
	char name[64];
	if (openpty(&m, &s, name, 0, 0) != 0)
		t_skip("no pseudo-terminals here");
	CHECK_EQ(dup2(s, 1), 1);
	const char *base = strrchr(name, '/') + 1;
	char text[256];
	snprintf(text, sizeof text, "# comment\nconsole getty vt100 on\n\nttyX getty vt100 on\n"
		 "%s getty vt100 on\n", base);
	put("/etc/ttys", text);
	CHECK_EQ(ttyslot(), 3);
	return 0;
}
