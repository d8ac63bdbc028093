#!/bin/sh
# kernel-headers.sh CC DIR: make DIR a directory of symlinks to the Linux
# kernel's UAPI header trees (linux/, asm/, asm-generic/...) that CC sees,
# and nothing else: weft-cc adds it after weft's own headers, so programs
# can include <linux/fs.h> or <asm/ioctls.h> but never see the host libc's
# headers.  The headers are found through CC, so a cross compiler gives
# its own arch's asm/.  No kernel headers: DIR is left empty, with a note.
set -e
cc=$1 dir=$2

# The file a one-line #include of $1 resolves to, or nothing.
where() {
	# shellcheck disable=SC2086
	printf '#include <%s>\n' "$1" | $cc -E -M -MT x -x c - 2>/dev/null |
	tr ' \\' '\n\n' | grep "/$1\$" | head -n 1
}

rm -rf "$dir"
mkdir -p "$dir"
linux=$(where linux/version.h) || linux=
asm=$(where asm/ioctls.h) || asm=
if [ -z "$linux" ] || [ -z "$asm" ]; then
	echo "note: no Linux kernel headers for $cc (linux-libc-dev):" \
		"weft-cc will not offer <linux/*.h> and <asm/*.h>" >&2
	exit 0
fi
top=${linux%/linux/version.h}
ln -s "${asm%/ioctls.h}" "$dir/asm"
# The trees linux-libc-dev installs; scsi/ is left out: the C library
# owns part of it.
for d in linux asm-generic drm misc mtd rdma sound video xen; do
	[ -d "$top/$d" ] && ln -s "$top/$d" "$dir/$d"
done
exit 0
