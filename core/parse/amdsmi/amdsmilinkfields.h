// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by amd-smi's topology parsers (text and JSON), not part of the parse API: which table or
// key fills which field of AmdGpuLink.

#include "model/amdtopology.h"

#include <QByteArrayView>
#include <QString>

namespace Topo::AmdSmi {

struct LinkField
{
    const char* name; // the table title without " TABLE:", or the JSON key
    void (*set)(AmdGpuLink& link, const QString& value);
};

/// The text tables by title ("LINK TYPE"), with amd-smi's spelling "COHERANCY" and its variants.
const LinkField* textTable(QByteArrayView title);
/// The keys of a `links` entry ("num_hops", "link_status", …).
const LinkField* linkKey(QByteArrayView key);
/// The per-table objects of the ROCm 6.1.0 JSON ("link_accessibility", "hops", …).
const LinkField* tableKey(QByteArrayView key);

/// How many GPUs a topology may name: the links are a square, and no host has more.
constexpr int maxGpus = 512;

} // namespace Topo::AmdSmi
