#!/bin/sh
# Build and run every tests/*.c; print one line per test as it finishes,
# then the failures again with their logs and, last,
# "N passed, N failed, N skipped" (exit status 1 if any failed).
# Usage: run.sh weft | run.sh host [cc]
#
# A test may carry these lines in its source:
#   // test: timeout 120        seconds before it counts as TIMEOUT (default 30)
#   // test: cflags -fstack-protector-strong
#   // test: ldflags -lcrypt    after the source (libraries it links with)
#   // test: weft-only          checks documented weft behaviour; skipped on host
# A test that cannot run here (not root, no RT priority, a kernel feature
# missing) writes its reason to stderr and exits 77: it is reported as
# "SKIP name (reason)", the reason being the last line of its stderr.
# Each test runs in its own scratch directory with WEFT_ROOT set to the
# source tree and WEFT_BUILD to the build output (make O=...).  TESTS="a b" limits the run to those tests;
# WEFT_JOBS (default 2) is how many run at once; WEFT_TIMES=n lists the n
# tests that took the most CPU time (each run's times are in $name.time).
# WEFT_RUN (make check sets it for another arch: qemu-aarch64, ...) is
# put before each test program, whose timeout is then multiplied by
# WEFT_SLOW (default 4): emulation is slower, not different.  WEFT_ARCH
# is the arch the tests are built for (a test may skip what its
# emulator cannot do, saying so).

mode=${1:-weft}
root=$(cd "$(dirname "$0")/.." && pwd -P)
build=${WEFT_BUILD:-$root}
case $mode in
weft) cc="$build/bin/weft-cc" ;;
host) cc=${2:-cc} ;;
*) echo "usage: $0 weft|host [cc]" >&2; exit 2 ;;
esac
out=$build/build/test-$mode
rm -rf "$out"
mkdir -p "$out"
export WEFT_ROOT="$root" WEFT_BUILD="$build" TEST_MODE="$mode" TEST_CC="$cc"
export WEFT_RUN="${WEFT_RUN:-}" WEFT_SLOW="${WEFT_SLOW:-4}" WEFT_ARCH="${WEFT_ARCH:-$(uname -m)}"

if [ -n "$TESTS" ]; then
	list=$(for t in $TESTS; do echo "$root/tests/${t%.c}.c"; done)
else
	list=$(ls "$root"/tests/*.c)
fi

# One test: build, run with a timeout in a scratch dir, write a result
# line to its .result file and print it at once, so that progress shows as
# tests finish (a line is one write, so two runners never mix lines).
cat > "$out/one.sh" <<'ONE'
src=$1; out=$2; mode=$3; cc=$4
name=$(basename "$src" .c)
opt() { sed -n "s|^// test: $1 *||p" "$src" | head -n1; }
result() { echo "$1" > "$out/$name.result"; echo "$1"; exit 0; }
if [ $mode = host ] && grep -q '^// test: weft-only' "$src"; then
	result "SKIP $name (weft-only)"
fi
t=$(opt timeout); t=${t:-30}
[ -n "$WEFT_RUN" ] && t=$((t * WEFT_SLOW))
times > "$out/$name.cpu"
if ! $cc -O2 -g -Wall -Wextra $(opt cflags) -I"$WEFT_ROOT/tests" -o "$out/$name" "$src" $(opt ldflags) > "$out/$name.log" 2>&1; then
	result "FAIL $name (build)"
fi
mkdir -p "$out/$name.d"
# stderr apart from stdout, so that a skip reason is known to come from
# stderr; the log gets both, stderr last (where check.h's message is).
# timeout puts itself at the head of a process group of its own, and on
# expiry signals that group but kills it only if the test itself is still
# alive: children that outlive a timed-out test (an emulator's, or ones
# ignoring SIGTERM) would go on loading the machine.  So the group is
# killed once the test ends, whatever its result.
# The run's wall and CPU time (user + system of the test and everything
# it waited for, emulator included) go to $name.time, "wall cpu name
# build-cpu" (times, in this shell itself, gives its children's user and
# system time on its second line; its first output was before the build).
times >> "$out/$name.cpu"; w0=$(date +%s.%N)
(cd "$out/$name.d" && exec timeout -k 5 "$t" $WEFT_RUN "$out/$name") >> "$out/$name.log" 2> "$out/$name.err" &
pid=$!
wait $pid
rc=$?
kill -KILL -$pid 2>/dev/null
w1=$(date +%s.%N); times >> "$out/$name.cpu"
awk -v w="$w1 - $w0" -v n="$name" '{ gsub(/[ms]/, " "); t = $1 * 60 + $2 + $3 * 60 + $4 }
	NR == 2 { b = -t } NR == 4 { b += t; c = -t } NR == 6 { c += t }
	END { split(w, a, " - "); printf "%.2f %.2f %s %.2f\n", a[1] - a[2], c, n, b }' "$out/$name.cpu" > "$out/$name.time"
cat "$out/$name.err" >> "$out/$name.log"
if [ $rc -eq 0 ]; then result "PASS $name"
elif [ $rc -eq 77 ]; then
	why=$(sed '/^[[:space:]]*$/d' "$out/$name.err" | tail -n 1)
	result "SKIP $name (${why:-no reason given})"
elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then result "TIMEOUT $name (${t}s)"
elif [ $rc -gt 128 ]; then result "CRASH $name (SIG$(kill -l $((rc - 128))))"
else result "FAIL $name (exit $rc)"
fi
ONE

echo "$list" | xargs -P "${WEFT_JOBS:-2}" -I{} sh "$out/one.sh" {} "$out" "$mode" "$cc"

# The summary, in test order: every failure again with its log's tail,
# then the counts.
pass=0 fail=0 skip=0
for src in $list; do
	name=$(basename "$src" .c)
	r=$(cat "$out/$name.result" 2>/dev/null || echo "FAIL $name (no result)")
	case $r in
	PASS*) pass=$((pass + 1)) ;;
	SKIP*) skip=$((skip + 1)) ;;
	*)
		[ $fail -eq 0 ] && echo "---- failures"
		fail=$((fail + 1))
		echo "$r"
		sed 's/^/    | /' "$out/$name.log" 2>/dev/null | tail -n 20 ;;
	esac
done
# Where the time went: the run's total CPU time, and with WEFT_TIMES=n
# the n tests that took the most CPU (wall and CPU seconds).
cat "$out"/*.time 2>/dev/null | awk '{ w += $1; c += $2; b += $4 }
	END { printf "time: %.0f s of CPU in test runs (%.0f s wall summed), %.0f s building them\n", c, w, b }'
[ -n "$WEFT_TIMES" ] && sort -k2,2nr "$out"/*.time | head -n "$WEFT_TIMES" | awk '{ printf "    %8.2f cpu %8.2f wall  %s\n", $2, $1, $3 }'
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
