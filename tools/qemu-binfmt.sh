#!/bin/sh
# Lets the kernel run aarch64 and riscv64 executables through qemu-user
# (binfmt_misc), so that tests which exec themselves or another program
# of their arch work under emulation.  Needs root and Debian's
# qemu-user-binfmt (its /usr/lib/binfmt.d/qemu-<arch>.conf lines); does
# nothing for an arch already registered.  Usage: qemu-binfmt.sh ARCH...
dir=/proc/sys/fs/binfmt_misc
[ -e $dir/register ] || mount -t binfmt_misc binfmt_misc $dir 2>/dev/null || {
	echo "qemu-binfmt: cannot mount binfmt_misc" >&2; exit 1; }
for arch; do
	[ -e "$dir/qemu-$arch" ] && continue
	conf=/usr/lib/binfmt.d/qemu-$arch.conf
	[ -r "$conf" ] || { echo "qemu-binfmt: no $conf (apt-get install qemu-user-binfmt)" >&2; exit 1; }
	cat "$conf" > $dir/register || exit 1
done
