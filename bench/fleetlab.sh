# Sourced by the fleet benchmarks: a real OpenSSH sshd on 127.0.0.1 and an ssh configuration
# that names N "hosts" (node01 … nodeNN), every one of them this machine through that sshd, with
# strict host key checking against the lab's own known_hosts. Nothing leaves loopback.
#   fleetlab_start DIR N   → sets FLEETLAB_CONFIG (the ssh -F file) and FLEETLAB_PORT
#   fleetlab_stop DIR
fleetlab_start() {
    lab=$1
    count=$2
    mkdir -p "$lab"
    ssh-keygen -q -t ed25519 -N '' -f "$lab/host_key" </dev/null
    ssh-keygen -q -t ed25519 -N '' -f "$lab/user_key" </dev/null
    cp "$lab/user_key.pub" "$lab/authorized_keys"
    FLEETLAB_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    [ "$(id -u)" = 0 ] && mkdir -p /run/sshd
    cat >"$lab/sshd_config" <<CFG
Port $FLEETLAB_PORT
ListenAddress 127.0.0.1
HostKey $lab/host_key
PidFile $lab/sshd.pid
AuthorizedKeysFile $lab/authorized_keys
UsePAM no
StrictModes no
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
MaxStartups 200
MaxSessions 200
LogLevel ERROR
CFG
    /usr/sbin/sshd -f "$lab/sshd_config" -E "$lab/sshd.log"
    printf '[127.0.0.1]:%s %s\n' "$FLEETLAB_PORT" "$(cut -d' ' -f1-2 "$lab/host_key.pub")" >"$lab/known_hosts"
    FLEETLAB_CONFIG=$lab/ssh_config
    : >"$FLEETLAB_CONFIG"
    i=1
    while [ "$i" -le "$count" ]; do
        name=$(printf 'node%02d' "$i")
        cat >>"$FLEETLAB_CONFIG" <<CFG
Host $name
    HostName 127.0.0.1
CFG
        i=$((i + 1))
    done
    cat >>"$FLEETLAB_CONFIG" <<CFG
Host *
    Port $FLEETLAB_PORT
    User $(id -un)
    IdentityFile $lab/user_key
    IdentitiesOnly yes
    UserKnownHostsFile $lab/known_hosts
    StrictHostKeyChecking yes
    HostKeyAlias [127.0.0.1]:$FLEETLAB_PORT
    BatchMode yes
CFG
    n=0
    while ! ssh -F "$FLEETLAB_CONFIG" node01 true 2>/dev/null; do
        n=$((n + 1))
        [ "$n" -lt 50 ] || { echo "fleetlab: sshd did not answer: $(tail -5 "$lab/sshd.log")" >&2; return 1; }
        sleep 0.1
    done
}

fleetlab_stop() {
    [ -f "$1/sshd.pid" ] && kill "$(cat "$1/sshd.pid")" 2>/dev/null
    return 0
}
