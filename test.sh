#!/usr/bin/env bash
# Runs the whole test suite, the window tests included. Each test JVM (eight, side by side) gets a virtual X
# display of its own (src/test/bin/java-on-own-display), so the tests work the same on a desktop
# (they never take your mouse) as on a server with no display at all.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v Xvfb >/dev/null 2>&1; then
    echo "The window tests need a virtual display (Xvfb); installing it once:" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends xvfb fonts-dejavu-core
fi
# -B and no -q: Maven then prints Surefire's "Tests run:" lines, which say how many tests ran.
exec mvn -B verify "$@"
