// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/vmconfig.h"

#include <QByteArrayView>
#include <QList>

/// QEMU's own command line, read for the PCI layout it gives the guest: qemucmdline.cpp reads
/// it; qemuwords.* splits the input into command lines (the /proc blocks of the `qemu-processes`
/// capture, or pasted shell text), qemuoptions.* reads one option value (QEMU's "k=v,,…" syntax
/// or the JSON libvirt writes), qemumachine.* knows the machines, drivers and Proxmox's
/// -readconfig files.
namespace Topo {

/// Every QEMU process of a `qemu-processes` capture ("==> /proc/PID/cmdline <==" blocks, one
/// argument per line, "\001" for a newline inside one), or command lines pasted from
/// `qm showcmd [--pretty]`, a libvirt log or a shell, each starting at a word naming
/// qemu-system-*, qemu-kvm or kvm. The VMs come in input order; empty input means no VM runs.
ParseResult<QList<VmConfiguration>> parseQemuCommandLine(QByteArrayView data);
int sniffQemuCommandLine(QByteArrayView data);

} // namespace Topo
