#!/usr/bin/env bash
# Installs Debian's packages whose programs are missing, the way ensure-chromium.sh installs the
# browsers (needs root or sudo, as on the project's machines and CI). Arguments come in pairs: a
# program (a path, or a name looked up on PATH; a glob for versioned paths) and its package.
#   bash scripts/ensure-debian.sh redis-server redis-server nginx nginx '/usr/lib/postgresql/*/bin/postgres' postgresql
set -euo pipefail
missing=()
while [ "$#" -ge 2 ]; do
  program=$1 package=$2
  shift 2
  if [[ "$program" == /* ]]; then
    # shellcheck disable=SC2086
    if ! ls $program >/dev/null 2>&1; then missing+=("$package"); fi
  elif ! command -v "$program" >/dev/null 2>&1; then
    missing+=("$package")
  fi
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "[packages] installing Debian's ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
