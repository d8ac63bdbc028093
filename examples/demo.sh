#!/bin/sh
# make demo: build a real threaded example with weft-cc and run it.
set -e
root=$(cd "$(dirname "$0")/.." && pwd -P)
build=${WEFT_BUILD:-$root}
out=$build/build/demo
mkdir -p "$out"
echo "== building examples/primes.c with weft-cc (static)"
"$build/bin/weft-cc" -O2 -o "$out/primes" "$root/examples/primes.c"
"$build/bin/weft-cc" -O2 -s -o "$out/primes-stripped" "$root/examples/primes.c"
echo "   $(wc -c < "$out/primes-stripped") bytes stripped; $(readelf -d "$out/primes" | grep -o "no dynamic section" || echo "dynamic!")"
echo "== running: primes 2000000 4"
"$out/primes" 2000000 4
