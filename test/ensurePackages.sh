#!/bin/sh
# Usage: sh test/ensurePackages.sh chromium redis-server
#
# The tests and tools drive programs from Debian packages: the browser tests and
# `npm run bench` drive Debian's Chromium, the scale-out tests and `npm run cluster` a local
# redis-server, the alerts' test a loopback push service with a certificate from openssl. A fresh machine may lack them, so the missing ones are installed with
# apt-get, in one go (CI runs as root). Nothing is downloaded any other way: Playwright's own
# browser download cannot work on this network, and Debian's packages are kept up to date.
set -e

# Whether the program a package provides is there.
present() {
  case "$1" in
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] ;;
    redis-server) command -v redis-server >/dev/null 2>&1 ;;
    openssl) command -v openssl >/dev/null 2>&1 ;;
    *) echo "test/ensurePackages.sh: no check for the package $1" >&2; exit 2 ;;
  esac
}

missing=
for package in "$@"; do
  present "$package" || missing="$missing $package"
done
if [ -z "$missing" ]; then exit 0; fi

# Installing needs root; anyone else is told what to install rather than asked for a password.
if [ "$(id -u)" != 0 ]; then
  echo "missing Debian packages:$missing; run as root, or: sudo apt-get install$missing" >&2
  exit 1
fi
# One update for all of them: it is the slow part.
apt-get update -q
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing

# A CHROMIUM_PATH elsewhere is not where the package puts Chromium: say so now rather than in a test.
for package in $missing; do
  present "$package" || { echo "$package was installed but is still not found" >&2; exit 1; }
done
