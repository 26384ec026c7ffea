#!/bin/sh
# As the official redis image: options alone mean redis-server; without a config file it listens on
# every address with protected mode off (the container's network is the boundary), as user redis.
set -eu
case "${1:-redis-server}" in -*) set -- redis-server "$@" ;; esac
if [ "${1:-redis-server}" = redis-server ]; then
  [ $# -gt 0 ] && shift
  set -- redis-server --protected-mode no "$@"
  if [ "$(id -u)" = 0 ]; then exec setpriv --reuid=redis --regid=redis --init-groups "$@"; fi
fi
exec "$@"
