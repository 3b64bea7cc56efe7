// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QByteArray>

/// `topolens resource-slice`: a machine's GPUs and RDMA NICs as a Kubernetes ResourceSlice-style
/// document (resource.k8s.io/v1), each device with the standard attributes DRA drivers publish
/// for topology-aligned allocation (KEP-4381): `resource.kubernetes.io/pcieRoot`, the root
/// complex as the kernel names it under /sys/devices ("pci0000:00", what
/// k8s.io/dynamic-resource-allocation's GetPCIeRootAttributeByPCIBusID returns), and
/// `resource.kubernetes.io/pciBusID`; then TopoLens's own (`topolens.io/…`): the NUMA node, the
/// kind, and for a GPU its closest RDMA NIC and their class. A GPU and a NIC with the same
/// pcieRoot can be asked for together with a CEL `matchAttribute` constraint.
namespace Topo {

/// "pci0000:00": the kernel's name of the root bus above `bdf`; empty where the tree does not say.
QString pcieRootAttribute(const Machine& machine, const Bdf& bdf);

/// The document, two-space indented, a newline at the end. `nodeName` defaults to the first
/// word of the machine's label, as a DNS label.
QByteArray resourceSliceJson(const Machine& machine, const QString& nodeName = {});

/// The same as node labels, one `key=value` a line: the GPU and RDMA NIC counts and, per GPU,
/// its pcieRoot and whether its closest NIC shares it (for a nodeSelector or a scheduler plugin).
QByteArray nodeLabelsText(const Machine& machine);

} // namespace Topo
