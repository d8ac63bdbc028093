#!/bin/sh
# check-exports.sh ARCHIVE SRCDIR: every global symbol ARCHIVE defines must
# start with an underscore (internal, or a reserved standard name such as
# _exit) or be named in weft's public headers.  Prints offenders; exit 1 if
# there are any, 2 if the archive has no symbols at all.
ar=$1 src=$2
arch_inc=$(ls -d "$src"/arch/*/include)
names=$(nm -g --defined-only "$ar" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u)
[ -n "$names" ] || { echo "no symbols in $ar"; exit 2; }
bad=0
for n in $names; do
	case $n in _*) continue ;; esac
	if ! grep -rqw -- "$n" "$src/include" $arch_inc; then
		echo "exported but not a public interface: $n"
		bad=1
	fi
done
exit $bad
