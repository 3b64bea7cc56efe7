#!/bin/sh
# Installs what TopoLens needs to build, run and test on Debian 12, from Debian's archive.
# Idempotent and quick when everything is there: apt is only called for missing packages.
set -eu

# mold: the linker the build uses where it is installed (the test executables link in a tenth
# of ld.bfd's time).
BUILD_PACKAGES="cmake ninja-build g++ pkg-config mold
 qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libgl-dev libvulkan-dev libxkbcommon-dev
 qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
 libssh-dev libgraphviz-dev nlohmann-json3-dev libsimdjson-dev"
# Run time: Graphviz layout plugins, the offscreen/xcb platform plugins, fonts (Noto CJK for
# the Chinese translation).
RUNTIME_PACKAGES="graphviz libgvc6 qt6-qpa-plugins libqt6svg6 fonts-dejavu-core fonts-noto-cjk"
# Tests and benchmarks: a real OpenSSH server, Xvfb for screenshots, lspci replays, lstopo,
# clang (with libFuzzer and the sanitizer runtimes) for the fuzzers, util-linux's script for a
# real pseudo-terminal; desktop-file-validate and appstreamcli for the installed desktop files,
# dpkg-dev's dpkg-shlibdeps for the Debian package (scripts/package.sh); the QEMU lab's
# emulator and busybox (tests/lab/README.md; the lab takes Debian's cloud kernel with
# `apt-get download` itself), libvirt's virt-xml-validate for the generated libvirt layouts and
# its daemon, which tst_lab_libvirt starts (a session libvirtd of its own) to run them;
# the fan-out engines `topolens fleet collect` rides, run for real by tst_cli_fleetcollect_*
# (clush and nodeset, pdsh, ansible) against loopback sshd hosts, and Slurm with MUNGE for
# tst_cli_fleetcollect_srun's own one-machine cluster (slurmctld, slurmd + slurmstepd,
# slurm-client's srun, scontrol and sinfo, munge's munged: what `dpkg -S` names for each);
# Prometheus and its node exporter, which tst_cli_prometheus starts on loopback to scrape and
# query what `topolens export --prometheus` writes (curl asks Prometheus's HTTP API).
TEST_PACKAGES="openssh-server openssh-client pciutils xvfb xauth hwloc numactl poppler-utils
 prometheus prometheus-node-exporter curl
 libxml2-utils clang bsdutils desktop-file-utils appstream dpkg-dev
 qemu-system-x86 busybox-static libvirt-clients libvirt-daemon-system
 clustershell pdsh ansible-core slurmctld slurmd slurm-client munge"

wanted="$BUILD_PACKAGES $RUNTIME_PACKAGES"
case "${1:-}" in
    --with-tests) wanted="$wanted $TEST_PACKAGES" ;;
    "") ;;
    *) echo "usage: $0 [--with-tests]" >&2; exit 2 ;;
esac

missing=""
for p in $wanted; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    SUDO=sudo
else
    SUDO=
fi
echo "Installing:$missing" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
