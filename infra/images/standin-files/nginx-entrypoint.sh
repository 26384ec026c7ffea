#!/bin/sh
# The official image's template step (20-envsubst-on-templates.sh), which the remote image relies on:
# /etc/nginx/templates/X.template → $NGINX_ENVSUBST_OUTPUT_DIR/X with only the variables whose
# names match NGINX_ENVSUBST_FILTER replaced (nginx's own $variables stay).
set -eu
template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
filter=${NGINX_ENVSUBST_FILTER:-}
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" < /dev/null))
if [ -d "$template_dir" ]; then
  for template in "$template_dir"/*"$suffix"; do
    [ -f "$template" ] || continue
    relative=${template#"$template_dir/"}
    output="$output_dir/${relative%"$suffix"}"
    echo "$0: envsubst $template > $output"
    envsubst "$defined_envs" < "$template" > "$output"
  done
fi
exec "$@"
