#!/bin/sh
# check-exports.sh ARCHIVE SRCDIR: every global symbol ARCHIVE defines must
# start with an underscore (internal, or a reserved standard name such as
# _exit) or be named in weft's public headers.  Prints offenders; exit 1 if
# there are any, 2 if the archive has no symbols at all.
ar=$1 src=$2
export LC_ALL=C
tmp=${TMPDIR:-/tmp}/weft-exports.$$
trap 'rm -f "$tmp".*' EXIT
nm -g --defined-only "$ar" 2>/dev/null | awk 'NF == 3 && $3 !~ /^_/ { print $3 }' | sort -u > "$tmp.names"
nm -g --defined-only "$ar" 2>/dev/null | awk 'NF == 3' | grep -q . || { echo "no symbols in $ar"; exit 2; }
# Every identifier-like word of the public headers, once: one pass over
# the headers instead of one grep per symbol.
find "$src/include" "$src"/arch/*/include -name '*.h' -exec cat {} + |
	tr -c 'A-Za-z0-9_' '\n' | grep -v '^$' | sort -u > "$tmp.words"
comm -23 "$tmp.names" "$tmp.words" | sed 's/^/exported but not a public interface: /' > "$tmp.bad"
cat "$tmp.bad"
[ -s "$tmp.bad" ] && exit 1
exit 0
