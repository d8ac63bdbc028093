#!/bin/sh
# make bench: the same benchmark sources built against weft (weft-cc),
# glibc (host cc -static) and musl (musl-gcc -static), run interleaved for
# ROUNDS rounds; prints the median ns/op per libc and the ratios
# weft/glibc and weft/musl (below 1.00: weft is faster), then binary sizes.
# Usage: bench/run.sh [bench-name ...]   (ROUNDS=7 by default)
set -u
root=$(cd "$(dirname "$0")/.." && pwd -P)
build=${WEFT_BUILD:-$root}
out=$build/build/bench
rounds=${ROUNDS:-7}
mkdir -p "$out"

if ! command -v musl-gcc >/dev/null 2>&1; then
	echo "bench: installing musl-tools for musl-gcc" >&2
	SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
	{ $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y musl-tools; } >/dev/null 2>&1
fi

cc_weft="$build/bin/weft-cc"
cc_glibc="${HOSTCC:-cc} -static"
cc_musl="musl-gcc -static"
impls="weft glibc musl"

names=${*:-$(cd "$root/bench" && ls *.c | sed 's/\.c$//')}
built=""
for b in $names; do
	for i in $impls; do
		eval cc=\$cc_$i
		if command -v ${cc%% *} >/dev/null 2>&1 &&
		   $cc -O2 -I"$root/bench" -o "$out/$b.$i" "$root/bench/$b.c" 2> "$out/$b.$i.log"; then
			built="$built $b.$i"
		else
			echo "bench: $b does not build against $i (see $out/$b.$i.log)" >&2
		fi
	done
done

# Interleave: every round runs each benchmark once per libc, rotating the
# order so no libc always runs first on a cold machine.
rm -f "$out"/*.results
r=0
while [ $r -lt "$rounds" ]; do
	for b in $names; do
		set -- $impls
		k=0
		while [ $k -lt $((r % 3)) ]; do x=$1; shift; set -- "$@" "$x"; k=$((k + 1)); done
		for i in "$@"; do
			case " $built " in *" $b.$i "*) ;; *) continue ;; esac
			"$out/$b.$i" | sed "s/^/$i /" >> "$out/all.results"
		done
	done
	r=$((r + 1))
done

echo "median ns/op over $rounds interleaved rounds (ratio < 1.00: weft faster)"
awk '
{ key = $2; impl = $1; n = ++cnt[impl, key]; v[impl, key, n] = $3
  if (!(key in seen)) { seen[key] = 1; order[++nk] = key } }
function median(impl, key,   n, i, j, t, a) {
	n = cnt[impl, key]; if (!n) return -1
	for (i = 1; i <= n; i++) a[i] = v[impl, key, i]
	for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
	return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
function show(x) { return x < 0 ? "-" : sprintf("%.2f", x) }
function ratio(a, b) { return (a < 0 || b <= 0) ? "-" : sprintf("%.2f", a / b) }
END {
	printf "%-18s %10s %10s %10s %11s %10s\n", "benchmark", "weft", "glibc", "musl", "weft/glibc", "weft/musl"
	for (k = 1; k <= nk; k++) {
		key = order[k]; w = median("weft", key); g = median("glibc", key); m = median("musl", key)
		printf "%-18s %10s %10s %10s %11s %10s\n", key, show(w), show(g), show(m), ratio(w, g), ratio(w, m)
	}
}' "$out/all.results"

# Sizes of small static programs, stripped, -O2.
echo
echo "stripped static binary size, bytes (-O2 -s)"
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
printf '%-14s %8s %8s %8s\n' program weft glibc musl
for p in hello_write hello_puts printf_d; do
	line=$(printf '%-14s' $p)
	for i in $impls; do
		eval cc=\$cc_$i
		if $cc -O2 -s -o "$out/size/$p.$i" "$out/size/$p.c" 2>/dev/null; then
			line="$line $(printf '%8s' $(wc -c < "$out/size/$p.$i"))"
		else
			line="$line $(printf '%8s' -)"
		fi
	done
	echo "$line"
done
