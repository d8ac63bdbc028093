#!/bin/sh
# The static one-thread program (bench/run.sh's thread_one) built with
# weft for each arch, stripped, -O2: a markdown section on stdout.
# x86_64 uses the build tree's weft-cc; aarch64 and riscv64 their cross
# builds (make ARCH=<arch> CROSS_COMPILE=<arch>-linux-gnu-, in
# cross/<arch>), built here first when the cross gcc is installed and
# the cross build is missing (O is named: the one "make O=dir bench"
# passes down would send its outputs over the build tree's).  Usage: arch-sizes.sh ROOT BUILD
root=$1 build=${2:-$1}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/thread_one.c" <<'END'
#include <pthread.h>
static void *run(void *arg) { return arg; }
int main(void)
{
	pthread_t t;
	void *r;
	if (pthread_create(&t, 0, run, (void *)1) || pthread_join(t, &r))
		return 1;
	return r != (void *)1;
}
END
echo
echo "## Static one-thread program per arch (bytes, -O2 -s)"
echo
echo "File size, and the bytes its LOAD segments take from the file (the"
echo "rest is headers and alignment padding).  aarch64 keeps 64 KiB segment"
echo "alignment for 64 KiB-page kernels; weft-cc links it with -z norelro,"
echo "so that alignment does not pad the file (README, \"Other archs\")."
echo
echo "| arch | thread_one file | loaded bytes |"
echo "| --- | --- | --- |"
for arch in x86_64 aarch64 riscv64; do
	case $arch in
	x86_64) cc=$build/bin/weft-cc ;;
	*) cc=$root/cross/$arch/bin/weft-cc
	   if [ ! -x "$cc" ] && command -v "$arch-linux-gnu-gcc" >/dev/null 2>&1; then
		echo "bench: building weft for $arch (cross/$arch) for its size" >&2
		make -C "$root" -j2 ARCH=$arch CROSS_COMPILE=$arch-linux-gnu- O="$root/cross/$arch" > "$tmp/$arch.log" 2>&1 ||
			{ echo "bench: the $arch build failed:" >&2; tail -5 "$tmp/$arch.log" >&2; }
	   fi ;;
	esac
	if [ -x "$cc" ] && "$cc" -O2 -s -o "$tmp/t.$arch" "$tmp/thread_one.c" 2>/dev/null; then
		loaded=0
		for n in $(readelf -lW "$tmp/t.$arch" | awk '$1 == "LOAD" { print $5 }'); do
			loaded=$((loaded + n))
		done
		echo "| $arch | $(wc -c < "$tmp/t.$arch") | $loaded |"
	else
		echo "| $arch | not built | |"
	fi
done
