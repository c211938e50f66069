#!/bin/sh
# Fills in deploy/nginx/moyue.conf.template (the cluster's own nginx config) for a deployment.
#   deploy/render-nginx.sh TEMPLATE PREFIX LISTEN WEB_DIST USER UPSTREAM... > nginx.conf
# e.g. deploy/render-nginx.sh deploy/nginx/moyue.conf.template /var/lib/moyue-nginx 80 \
#        /opt/moyue/apps/web/dist www-data 127.0.0.1:3001 127.0.0.1:3002
set -eu
if [ "$#" -lt 6 ]; then
  echo "usage: $0 TEMPLATE PREFIX LISTEN WEB_DIST USER UPSTREAM..." >&2
  exit 2
fi
template=$1 prefix=$2 listen=$3 web_dist=$4 user=$5
shift 5
# max_fails=0: a process that is gone refuses at once and nginx tries the next; marking it
# down would leave none when the other dies while the first request to a restarted one runs
# (tools/src/cluster/nginx-config.ts). Upstreams on other hosts may want max_fails=1 instead.
upstreams=''
for upstream in "$@"; do
  upstreams="$upstreams    server $upstream max_fails=0;\\n"
done
user_line=''
[ -n "$user" ] && user_line="user $user;"
sed -e "s#{{PREFIX}}#$prefix#g" -e "s#{{LISTEN}}#$listen#g" -e "s#{{WEB_DIST}}#$web_dist#g" \
  -e "s#{{USER}}#$user_line#g" -e "s#{{UPSTREAMS}}#$upstreams#" "$template"
