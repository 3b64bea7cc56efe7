// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/analyzefleet.h"

#include <QByteArray>

namespace Topo {

/// Slurm `gres.conf` lines for every group of a fleet that has GPUs, one line per GPU because
/// Slurm allows `Links=` only on a line with one `File=`:
///
///   NodeName=gpu[001-512] Name=gpu File=/dev/nvidia0 Cores=0-47 Links=-1,18,18,18
///
/// File= is /dev/nvidiaN for nvidia-smi's index N; for AMD GPUs (a group whose GPUs are all
/// AMD's) it is the render node /dev/dri/renderD(128+i) of the i-th in PCI bus order, with
/// Type= the model ("mi300x") and a comment naming AutoDetect=rsmi. Links= lists, in PCI bus
/// order (Slurm's device numbering), the links to every GPU: the NVLink count (NV# in
/// `nvidia-smi topo -m`), 1 for an XGMI pair, 0 for none and -1 for the GPU itself; Cores= are the logical core indices of the GPU's NUMA node (its
/// CPU list with the SMT siblings taken off where the kernel numbered them in a second half),
/// left out where the GPU reports no NUMA node. Each group gets a comment line naming its
/// fingerprint, class and whether it is its class's baseline.
QByteArray gresConf(const FleetAnalysis& analysis, const FleetFingerprints& fingerprints);

} // namespace Topo
