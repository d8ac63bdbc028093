#!/bin/sh
# make posix-suite: the Open POSIX Test Suite (Debian's posixtestsuite
# 1.5.2, the ancestor of LTP's open_posix_testsuite), every test of
# conformance/interfaces built with weft-cc and with the host's glibc and
# run side by side.  A test counts against weft when weft's build fails
# (FAIL, a crash, a time-out, or a build error) where glibc's passes, three
# runs in a row (some tests race their own threads), and it is not listed
# in tests/posix-suite/known with the reason.  UNRESOLVED, UNSUPPORTED and
# UNTESTED results do not count either way.  Prints the totals and each
# counted test; exits 1 if there is one.
#
# The source is cached in $WEFT_POSIX_SUITE_CACHE (default
# ~/.cache/weft-posix-suite); builds and results go to build/posix-suite.
# Tests that set the clock are left out.  Takes about 25 minutes on two CPUs.
# Usage: run.sh [interface ...]   (e.g. pthread_mutex_lock sigaction; all
# by default)
set -u
unset MAKEFLAGS MFLAGS MAKELEVEL
root=$(cd "$(dirname "$0")/../.." && pwd -P)
build=${WEFT_BUILD:-$root}
out=$build/build/posix-suite
cache=${WEFT_POSIX_SUITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/weft-posix-suite}
weft_cc=$build/bin/weft-cc
host_cc=${HOSTCC:-cc}
jobs=${JOBS:-2}
SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
mkdir -p "$out" "$cache"

log() { echo "posix-suite: $*" >&2; }
. "$root/tests/realworld/debsrc.sh"

if [ "${1:-}" = --one ]; then
	# --one src: build and run one test (dir/N-M.c) both ways; prints
	# "name weft glibc", each a result code, CE (build error) or -.
	src=$2
	name=$(echo "$src" | sed 's#/#_#; s#\.c$##')
	# The shell's notes on tests killed by a signal ("Segmentation
	# fault") go nowhere: the result code says it.
	exec 2> /dev/null
	dir=$out/src/conformance/interfaces/$(dirname "$src")
	base=$(basename "$src" .c)
	# One write per line: parallel runs share the output.
	line=$name
	for v in weft glibc; do
		cc=$weft_cc
		[ $v = glibc ] && cc=$host_cc
		bin=$out/bin/$name.$v
		if ! (cd "$dir" && $cc -D_GNU_SOURCE -w -I"$out/src/include" -o "$bin" "$base.c" \
			-lpthread -lrt -lm) > "$out/log/$name.$v.build" 2>&1; then
			line="$line CE"
			continue
		fi
		case $base in *buildonly*) line="$line 0"; continue ;; esac
		rm -rf "$out/run/$name.$v"
		mkdir -p "$out/run/$name.$v"
		(cd "$out/run/$name.$v" && timeout -k 5 60 setsid "$bin" < /dev/null > "$out/log/$name.$v.out" 2>&1)
		line="$line $?"
	done
	echo "$line"
	exit 0
fi

tgz=$(fetch_deb posixtestsuite) || { log "could not fetch posixtestsuite"; exit 1; }
unpack "$tgz" "$out/src"
mkdir -p "$out/bin" "$out/log" "$out/run"
# The suite predates POSIX 2008: its aio tests want the 2001 option value.
sed -i 's/_POSIX_ASYNCHRONOUS_IO != 200112L/_POSIX_ASYNCHRONOUS_IO < 200112L/' \
	"$out"/src/conformance/interfaces/*/*.c

cd "$out/src/conformance/interfaces" || exit 1
if [ $# -gt 0 ]; then dirs="$*"; else dirs=$(ls -d */ | tr -d /); fi
for d in $dirs; do
	ls "$d"/*.c 2>/dev/null | grep -E '/[0-9]+-[0-9]+(-buildonly)?\.c$'
done | while read -r f; do
	# Nothing that sets the machine's clock.
	grep -qE 'clock_settime|settimeofday|stime *\(' "$f" || echo "$f"
done > "$out/list"
log "$(wc -l < "$out/list") tests, $jobs at a time"
xargs -P "$jobs" -n 1 sh "$root/tests/posix-suite/run.sh" --one < "$out/list" > "$out/results"

counts() { awk -v c="$1" '{ n[$c]++ } END { printf "pass %d, fail %d, unresolved %d, unsupported/untested %d, build errors %d, other %d", \
	n[0], n[1], n[2], n[4] + n[5], n["CE"], NR - n[0] - n[1] - n[2] - n[4] - n[5] - n["CE"] }' "$out/results"; }
echo "posix-suite: $(wc -l < "$out/results") tests"
echo "  weft:  $(counts 2)"
echo "  glibc: $(counts 3)"

# weft worse where glibc passes: FAIL, a signal, a time-out or a build error.
bad=0
awk '$3 == 0 && $2 != 0 && $2 != 2 && $2 != 4 && $2 != 5 { print $1 }' "$out/results" > "$out/suspects"
for name in $(cat "$out/suspects"); do
	src=$(echo "$name" | sed 's#_\([0-9]*-[0-9]*\(-buildonly\)\{0,1\}\)$#/\1.c#')
	again=$(sh "$root/tests/posix-suite/run.sh" --one "$src" | awk '{ print $2 }')
	[ "$again" = 0 ] && continue
	again=$(sh "$root/tests/posix-suite/run.sh" --one "$src" | awk '{ print $2 }')
	[ "$again" = 0 ] && continue
	why=$(awk -v n="$name" '$1 == n { $1 = ""; print substr($0, 2) }' "$root/tests/posix-suite/known")
	if [ -n "$why" ]; then
		echo "  known: $name ($why)"
	else
		echo "  WEFT FAILS: $name (weft $again, glibc 0; output in $out/log/$name.weft.out)"
		bad=1
	fi
done
[ $bad = 0 ] && echo "posix-suite: weft fails no test that glibc passes"
exit $bad
