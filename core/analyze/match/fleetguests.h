// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"

/// Which host runs which guest, from evidence only: a guest's SMBIOS UUID (its DMI
/// product_uuid) equal to a VM's configured UUID on a host, or one of its MAC addresses equal
/// to a MAC a host's VM configuration gives. Never guessed from names or order: a guest no host
/// claims, or that two hosts claim, is unpaired.
namespace Topo {

struct PairingCandidate
{
    QString name;                   // the fleet node name
    const Machine* machine = nullptr;
};

/// Pairs every guest among `machines` with a host among them. Guests left without a host go to
/// `unpaired` (natural order), with none dropped.
QList<GuestPairing> matchGuestsToHosts(const QList<PairingCandidate>& machines, QStringList* unpaired);

} // namespace Topo
