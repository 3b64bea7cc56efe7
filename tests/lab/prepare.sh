#!/bin/sh
# Prepares what the QEMU lab boots (tests/lab/README.md): Debian's cloud kernel, taken from the
# archive with `apt-get download` (nothing is installed into /boot), and one initramfs per
# guest variant, assembled from this machine's own binaries:
#   busybox  busybox, the project's POSIX collector, a truth probe (tests/lab/init)
#   lspci    the same plus pciutils' lspci with its libraries and pci.ids
#   ssh      the same as lspci plus OpenSSH's sshd, a host key and the test's client key
# Usage: prepare.sh OUTDIR. Idempotent: what is already there and newer than its inputs stays.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
out=$1
mkdir -p "$out"
cd "$out"
# CTest runs the lab's tests in parallel, and each prepares first: one at a time.
exec 9>.prepare.lock
flock 9

# --- the kernel -------------------------------------------------------------------------
if [ ! -s kernel/vmlinuz ]; then
    kernel_package() { apt-cache depends linux-image-cloud-amd64 2>/dev/null | awk '/Depends: linux-image-/ { print $2; exit }'; }
    package=$(kernel_package)
    if [ -z "$package" ]; then
        # A machine whose package lists were never fetched.
        if [ "$(id -u)" -eq 0 ]; then apt-get update -qq; else sudo apt-get update -qq; fi
        package=$(kernel_package)
    fi
    [ -n "$package" ] || { echo "prepare.sh: apt knows no linux-image-cloud-amd64" >&2; exit 1; }
    rm -rf kernel.tmp && mkdir -p kernel.tmp
    (cd kernel.tmp && apt-get download -q "$package" >/dev/null 2>&1) \
        || { echo "prepare.sh: apt-get download $package failed" >&2; exit 1; }
    dpkg-deb -x kernel.tmp/*.deb kernel.tmp/x
    mkdir -p kernel/modules
    cp kernel.tmp/x/boot/vmlinuz-* kernel/vmlinuz
    # The network driver for the SSH variant, in load order (the cloud kernel builds them as modules).
    for m in virtio_ring virtio virtio_pci_modern_dev virtio_pci_legacy_dev virtio_pci failover net_failover virtio_net; do
        find kernel.tmp/x/lib/modules -name "$m.ko" -exec cp {} kernel/modules/ \;
        [ -f "kernel/modules/$m.ko" ] || { echo "prepare.sh: no $m.ko in $package" >&2; exit 1; }
    done
    echo "$package" >kernel/package
    rm -rf kernel.tmp
fi

# --- keys for the SSH variant -------------------------------------------------------------
mkdir -p keys
[ -f keys/guest_host_ed25519 ] || ssh-keygen -q -t ed25519 -N '' -C topolens-lab-guest -f keys/guest_host_ed25519
[ -f keys/client_ed25519 ] || ssh-keygen -q -t ed25519 -N '' -C topolens-lab-client -f keys/client_ed25519

# Copies a program and the shared libraries it loads (as ldd lists them) into a root.
copy_program() {
    root=$1; program=$2; into=$3
    mkdir -p "$root$into"
    cp "$program" "$root$into/"
    ldd "$program" | awk '/=> \// { print $3 } /^\t\/lib/ { print $1 }' | while read -r lib; do
        mkdir -p "$root$(dirname "$lib")"
        cp -L "$lib" "$root$lib"
    done
}

# busybox-static's: the guest has no libraries for a dynamic one.
busybox=/bin/busybox
if [ ! -x "$busybox" ] || ldd "$busybox" >/dev/null 2>&1; then
    echo "prepare.sh: $busybox is missing or not static (apt-get install busybox-static)" >&2
    exit 1
fi

build_initramfs() {
    variant=$1
    image=initramfs-$variant.cpio.gz
    inputs="$here/init $here/prepare.sh $source_dir/scripts/topolens-collect.sh"
    if [ -f "$image" ]; then
        stale=0
        for f in $inputs; do [ "$f" -nt "$image" ] && stale=1; done
        [ $stale = 0 ] && return 0
    fi
    root=root-$variant
    rm -rf "$root"
    mkdir -p "$root/bin" "$root/etc" "$root/root" "$root/usr/share/topolens" "$root/lib/modules" "$root/tmp"
    cp "$busybox" "$root/bin/busybox"
    cp "$here/init" "$root/init"
    chmod 755 "$root/init"
    cp "$source_dir/scripts/topolens-collect.sh" "$root/usr/share/topolens/"
    printf 'root:x:0:0:root:/root:/bin/sh\nsshd:x:101:65534::/run/sshd:/bin/false\n' >"$root/etc/passwd"
    printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"
    case $variant in lspci|ssh)
        copy_program "$root" /usr/bin/lspci /usr/bin
        mkdir -p "$root/usr/share/misc"
        cp /usr/share/misc/pci.ids "$root/usr/share/misc/" ;;
    esac
    if [ "$variant" = ssh ]; then
        copy_program "$root" /usr/sbin/sshd /usr/sbin
        cp kernel/modules/*.ko "$root/lib/modules/"
        mkdir -p "$root/etc/ssh"
        cp keys/guest_host_ed25519 "$root/etc/ssh/ssh_host_ed25519_key"
        cp keys/client_ed25519.pub "$root/etc/ssh/authorized_keys"
        cat >"$root/etc/ssh/sshd_config" <<CONFIG
HostKey /etc/ssh/ssh_host_ed25519_key
AuthorizedKeysFile /etc/ssh/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PidFile /run/sshd.pid
CONFIG
    fi
    echo "$variant" >"$root/etc/topolens-lab-variant"
    (cd "$root" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1 >"../$image.tmp")
    mv "$image.tmp" "$image"
    rm -rf "$root"
}

for variant in busybox lspci ssh; do
    build_initramfs "$variant"
done
echo "prepare.sh: kernel $(cat kernel/package), initramfs for busybox, lspci and ssh in $out" >&2
