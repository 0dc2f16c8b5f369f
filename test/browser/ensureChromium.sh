#!/bin/sh
# The browser tests and `npm run bench` drive Debian's Chromium; install it when missing
# (CI runs as root). Playwright's own browser download cannot work on this network.
set -e
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: run as root, or apt-get install chromium" >&2
  exit 1
fi
apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
