# Sourced by the scripts that build third-party sources (make realworld,
# make posix-suite): Debian source packages and tarballs.  The caller sets
# SUDO ("" as root, else sudo), out (a directory for logs) and cache (where
# downloads are kept).

# A deb-src line for each deb source the machine has, once.
ensure_deb_src() {
	if grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
		return 0
	fi
	log "adding deb-src entries mirroring the deb ones"
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		sed 's/^Types:.*/Types: deb-src/' "$f" | $SUDO tee "/etc/apt/sources.list.d/weft-src-$(basename "$f")" > /dev/null
	done
	if [ -f /etc/apt/sources.list ]; then
		sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list | $SUDO tee /etc/apt/sources.list.d/weft-src.list > /dev/null
	fi
	$SUDO apt-get update > "$out/apt.log" 2>&1
}

# fetch_deb pkg: the upstream tarball of Debian source package pkg.
fetch_deb() {
	d=$cache/debian
	mkdir -p "$d"
	if ! ls "$d/$1"_*.orig.tar.* > /dev/null 2>&1; then
		ensure_deb_src
		# The newest version may be listed (e.g. by a security suite)
		# whose source the mirror does not have: try each listed one.
		if ! (cd "$d" && apt-get source --download-only "$1") > "$out/fetch-$1.log" 2>&1; then
			for v in $(apt-cache showsrc "$1" 2>/dev/null | sed -n 's/^Version: //p'); do
				(cd "$d" && apt-get source --download-only "$1=$v") >> "$out/fetch-$1.log" 2>&1 && break
			done
			ls "$d/$1"_*.orig.tar.* > /dev/null 2>&1 || return 1
		fi
	fi
	ls "$d/$1"_*.orig.tar.* | grep -v '\.asc$' | head -n 1
}

# unpack tarball dir: a fresh copy of the sources in dir.
unpack() {
	rm -rf "$2"
	mkdir -p "$2"
	tar xf "$1" -C "$2" --strip-components=1
}

