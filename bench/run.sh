#!/bin/sh
# make bench: the same benchmark sources built against weft (weft-cc),
# glibc dynamic (cc -pthread), glibc static (cc -static -pthread) and musl
# (musl-gcc -static), run interleaved for ROUNDS rounds (order rotated each
# round); prints the median per libc and the ratios weft/other (below 1.00:
# weft is faster), hand-off benchmarks also pinned to one CPU, system calls
# per operation (strace), stripped static binary sizes, and writes the
# Markdown report bench/RESULTS.md (a subset run writes it under the build
# directory instead; RESULTS=file overrides).
# Usage: bench/run.sh [bench-name ...]   (ROUNDS=7 by default)
# A benchmark that does not build for a libc is reported as "-".
#
# Source markers read by this script (see bench/tbench.h):
#   bench-pinned                  also run "prog pinned" under taskset -c 0
#   bench-syscalls NAME N1 N2     count system calls of "prog count NAME N"
set -u
root=$(cd "$(dirname "$0")/.." && pwd -P)
build=${WEFT_BUILD:-$root}
out=$build/build/bench
rounds=${ROUNDS:-7}
limit=${BENCH_TIMEOUT:-60}	# seconds per benchmark run
mkdir -p "$out"
start=$(date +%s)
subset=$#

if ! command -v musl-gcc >/dev/null 2>&1; then
	echo "bench: installing musl-tools for musl-gcc" >&2
	SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
	{ $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y musl-tools; } >/dev/null 2>&1
fi

cc_weft="$build/bin/weft-cc"
cc_glibc="${HOSTCC:-cc} -pthread"
cc_glibcs="${HOSTCC:-cc} -static -pthread"
cc_musl="musl-gcc -static"
impls="weft glibc glibcs musl"
nimpl=4

rm -f "$out"/*.results "$out"/notes
note() { echo "N $*" >> "$out/notes"; echo "bench: $*" >&2; }

tmo=
command -v timeout >/dev/null 2>&1 && tmo="timeout $limit"

pin=
if command -v taskset >/dev/null 2>&1 && taskset -c 0 true 2>/dev/null; then
	pin="taskset -c 0"
else
	note "taskset (util-linux) missing or not permitted: hand-off benchmarks not run pinned"
fi

# Default: the thread benchmarks in a fixed order, then any other program.
first="thread mutex mutex_nothread condvar once tsd rwlock spin barrier sem rss"
if [ $# -gt 0 ]; then
	names=$*
else
	names=
	for b in $first $(cd "$root/bench" && ls *.c | sed 's/\.c$//'); do
		case " $names " in *" $b "*) ;; *) [ -f "$root/bench/$b.c" ] && names="$names $b" ;; esac
	done
fi
# Sources marked bench-sqlite include SQLite's amalgamation, fetched into
# the cache tests/realworld/run.sh uses; built with its options there.
sqlite_flags() {
	c=${WEFT_REALWORLD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/weft-realworld}
	f=$c/better-sqlite3-12.11.1.tgz s=$out/sqlite/package/deps/sqlite3
	if [ ! -s "$s/sqlite3.c" ]; then
		mkdir -p "$c" "$out/sqlite"
		[ -s "$f" ] || { curl -fsSL -o "$f.part" "https://registry.npmjs.org/better-sqlite3/-/${f##*/}" &&
			mv "$f.part" "$f"; } || return 1
		tar xzf "$f" -C "$out/sqlite" package/deps/sqlite3/sqlite3.c package/deps/sqlite3/sqlite3.h || return 1
	fi
	echo "-DBENCH_SQLITE_C=\"$s/sqlite3.c\" -I$s -DSQLITE_THREADSAFE=1 -DSQLITE_DEFAULT_MEMSTATUS=0
	      -DSQLITE_DQS=0 -DSQLITE_DEFAULT_FOREIGN_KEYS=1 -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_FTS4
	      -DSQLITE_ENABLE_MATH_FUNCTIONS -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_JSON1 -DSQLITE_ENABLE_STAT4
	      -DSQLITE_OMIT_DEPRECATED -DSQLITE_OMIT_LOAD_EXTENSION -DHAVE_USLEEP=1 -lm"
}
built=""
for b in $names; do
	if [ ! -f "$root/bench/$b.c" ]; then
		note "no benchmark bench/$b.c"
		continue
	fi
	extra=
	if grep -q 'bench-sqlite' "$root/bench/$b.c" && ! extra=$(sqlite_flags); then
		note "$b: cannot fetch SQLite's amalgamation"
		continue
	fi
	for i in $impls; do
		eval cc=\$cc_$i
		# shellcheck disable=SC2086
		if command -v ${cc%% *} >/dev/null 2>&1 &&
		   $cc -O2 -I"$root/bench" -o "$out/$b.$i" "$root/bench/$b.c" $extra -lm > "$out/$b.$i.log" 2>&1; then
			built="$built $b.$i"
		else
			note "$b does not build against $i (see build/bench/$b.$i.log)"
		fi
	done
done

# run impl bench [args]: one run, its lines tagged into all.results.
# A run that times out is not repeated in later rounds.
broken=""
run() {
	ri=$1 rb=$2; shift 2
	case " $broken " in *" $rb.$ri "*) return ;; esac
	$tmo "$out/$rb.$ri" "$@" > "$out/run.out" 2>> "$out/$rb.$ri.log"
	st=$?
	sed "s/^/R $ri $rb /" "$out/run.out" >> "$out/all.results"
	if [ $st -ne 0 ]; then
		if [ $st -eq 124 ]; then
			broken="$broken $rb.$ri"
			note "$rb ($ri${1:+ $1}) timed out after ${limit}s; not run again"
		else
			note "$rb ($ri${1:+ $1}) failed with status $st (see $out/$rb.$ri.log)"
		fi
	fi
}

# Interleave: every round runs each benchmark once per libc, rotating the
# order so no libc always runs first on a cold machine.
: > "$out/all.results"
r=0
while [ $r -lt "$rounds" ]; do
	for b in $names; do
		set -- $impls
		k=0
		while [ $k -lt $((r % nimpl)) ]; do x=$1; shift; set -- "$@" "$x"; k=$((k + 1)); done
		for i in "$@"; do
			case " $built " in *" $b.$i "*) ;; *) continue ;; esac
			run $i $b
			if [ -n "$pin" ] && grep -q 'bench-pinned' "$root/bench/$b.c"; then
				tmo_save=$tmo; tmo="$tmo $pin"
				run $i $b pinned
				tmo=$tmo_save
			fi
		done
	done
	r=$((r + 1))
done

# System calls per operation: strace -f -c for N1 and N2 operations.
calls() {	# calls impl bench name n: total system calls, or nothing
	$tmo strace -f -c -o "$out/strace.out" "$out/$2.$1" count "$3" "$4" > /dev/null 2>> "$out/$2.$1.log" || return
	awk '$NF == "total" { print $4 }' "$out/strace.out"
}
if command -v strace >/dev/null 2>&1 && strace -f -c -o /dev/null true >/dev/null 2>&1; then
	for b in $names; do
		[ -f "$root/bench/$b.c" ] || continue
		sed -n 's/.*bench-syscalls \([a-z_0-9]*\) \([0-9]*\) \([0-9]*\).*/\1 \2 \3/p' "$root/bench/$b.c" |
		while read -r name n1 n2; do
			for i in $impls; do
				v=-
				case " $built " in *" $b.$i "*)
					case " $broken " in *" $b.$i "*) ;; *)
						c1=$(calls $i $b $name $n1); c2=$(calls $i $b $name $n2)
						[ -n "$c1" ] && [ -n "$c2" ] &&
							v=$(awk -v a="$c1" -v b="$c2" -v n="$((n2 - n1))" 'BEGIN { x = (b - a) / n; printf "%.2f", x < 0 ? 0 : x }')
					esac
				esac
				echo "S $i $b $name $v"
			done
		done
	done > "$out/syscalls.results"
else
	note "strace missing or not permitted: no system call counts"
fi

# Sizes of small static programs, stripped, -O2.
mkdir -p "$out/size"
cat > "$out/size/hello_write.c" <<'END'
#include <unistd.h>
_Thread_local int tv = 42;
static int ready;
__attribute__((constructor)) static void init(void) { ready = 1; }
int main(void) { if (tv != 42 || !ready) return 1; write(1, "hello, world\n", 13); return 0; }
END
printf '#include <stdio.h>\nint main(void) { puts("hello, world"); return 0; }\n' > "$out/size/hello_puts.c"
printf '#include <stdio.h>\nint main(int argc, char **argv) { (void)argv; printf("%%d\\n", argc); return 0; }\n' > "$out/size/printf_d.c"
cat > "$out/size/thread_one.c" <<'END'
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
# cleanup_one: thread_one plus a cleanup handler pair, never cancelling
# (the issue 9 size target: within 64 bytes of weft before cancellation).
cat > "$out/size/cleanup_one.c" <<'END'
#include <pthread.h>
static int ran;
static void note(void *arg) { ran += arg != 0; }
static void *run(void *arg)
{
	pthread_cleanup_push(note, arg);
	pthread_cleanup_pop(1);
	return arg;
}
int main(void)
{
	pthread_t t;
	void *r;
	if (pthread_create(&t, 0, run, (void *)1) || pthread_join(t, &r))
		return 1;
	return r != (void *)1 || ran != 1;
}
END
for p in hello_write hello_puts printf_d thread_one cleanup_one; do
	for i in weft glibcs musl; do
		eval cc=\$cc_$i
		if $cc -O2 -s -o "$out/size/$p.$i" "$out/size/$p.c" 2>/dev/null; then
			echo "Z $i $p - $(wc -c < "$out/size/$p.$i")"
		else
			echo "Z $i $p - -"
		fi
	done
done > "$out/size.results"

# Report.
md=${RESULTS:-}
if [ -z "$md" ]; then
	if [ "$subset" -eq 0 ]; then
		md=$root/bench/RESULTS.md
	else
		md=$out/RESULTS.md
	fi
fi
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
glibcv=$(ldd --version 2>/dev/null | head -n 1 | sed 's/.* //')
muslv=$(dpkg-query -W -f '${Version}' musl 2>/dev/null || echo "?")
commit=$(git -C "$root" log -1 --format='%h (%cd)' --date=short 2>/dev/null || echo "?")
cat "$out/all.results" "$out/syscalls.results" "$out/size.results" "$out/notes" 2>/dev/null |
awk -f "$root/bench/report.awk" -v md="$md" -v rounds="$rounds" \
	-v date="$(date -u '+%Y-%m-%d %H:%M UTC')" -v cpus="$(nproc 2>/dev/null || echo ?)" \
	-v machine="${cpu:-unknown CPU}, Linux $(uname -r)" \
	-v versions="glibc $glibcv; musl $muslv; $(${HOSTCC:-cc} --version | head -n 1)" \
	-v commit="$commit"
sh "$root/bench/arch-sizes.sh" "$root" "$build" >> "$md"
echo
echo "bench: report in $md; $(($(date +%s) - start)) s"
