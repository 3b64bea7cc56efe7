#!/bin/sh
# TEST ONLY: sshd's ForceCommand for the fleet test hosts of tst_cli_fleetcollect_*
# (tests/fleet/fleetharness.h); never shipped. Usage: replay-node.sh ROOT, with the host's name
# in TOPOLENS_TEST_NODE (sent by the ssh config's SetEnv). It refuses any command but the one
# `topolens fleet collect` sends (ROOT/expected-command, and ROOT/expected-command-* for the other
# roles of the run), then runs that very command: the real
# generated collector with its real --armour path, with tests/fleet/shim first in PATH so each
# plan command is answered from the host's capture (ROOT/replay/NODE).
root=$1
here=$(dirname "$0")
node=${TOPOLENS_TEST_NODE:-}
case $node in ''|*[!A-Za-z0-9_-]*) echo "replay: no test node" >&2; exit 97 ;; esac
[ -d "$root/replay/$node" ] || { echo "replay: unknown node $node" >&2; exit 97; }
allowed=no
for expected in "$root"/expected-command*; do
    [ "${SSH_ORIGINAL_COMMAND:-}" = "$(cat "$expected")" ] && allowed=yes
done
if [ $allowed = no ]; then
    printf '%s\n' "${SSH_ORIGINAL_COMMAND:-}" >"$root/replay/$node/refused-command"
    echo "replay: refused a command that is not the collector's" >&2
    exit 98
fi
TOPOLENS_REPLAY_DIR=$root/replay/$node
PATH=$here/shim:$PATH
export TOPOLENS_REPLAY_DIR PATH
case $(cat "$root/replay/$node/mode") in
cut)
    # The collector dies half way through its armoured output: the stream stops, SIGPIPE ends it.
    sh -c "$SSH_ORIGINAL_COMMAND" | head -c 6000 ;;
flood)
    yes "flood from $node: this line repeats" | head -c 12582912
    exec sh -c "$SSH_ORIGINAL_COMMAND" ;;
*)
    exec sh -c "$SSH_ORIGINAL_COMMAND" ;;
esac
