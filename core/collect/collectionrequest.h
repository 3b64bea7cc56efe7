// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/sshtarget.h"

#include <QtGlobal>

#include <chrono>
#include <optional>

namespace Topo {

/// What to collect from, as the CLI's `collect` options and the Connect dialog both ask for it.
/// collectionTargets() turns it into the machines to collect; CollectionJob collects them.
struct CollectionRequest
{
    bool local = false;                // this machine, no SSH: host, guest and the VM id do not apply
    SshTarget host;                    // the machine the GPUs are in
    std::optional<SshTarget> guest;    // a VM on it, collected at the same time
    std::optional<qint64> proxmoxVmId; // that VM's Proxmox id: `qm config` runs on the host
    bool sudo = false;                 // adds `sudo -n lspci -nnvvv` (never asks for a password)
    /// For every SSH machine (host and guest): these replace the targets' own knownHostsFile
    /// and timeout, so both are asked once. Empty: ~/.ssh/known_hosts.
    QString knownHostsFile;
    /// Connecting and each command; unset: the defaults (SshTarget::timeout, RunLimits).
    std::optional<std::chrono::seconds> timeout;

    bool operator==(const CollectionRequest&) const = default;
};

} // namespace Topo
