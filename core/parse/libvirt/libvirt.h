// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/vmconfig.h"

#include <QByteArrayView>
#include <QList>

/// libvirt's domain XML (`virsh dumpxml`), read for the PCI layout it gives the guest.
namespace Topo {

/// The `virsh-domains` capture ("==> UUID <==" blocks, each one <domain> document) or one pasted
/// `virsh dumpxml`; the domains come in input order, and empty input means no domain is defined.
ParseResult<QList<VmConfiguration>> parseLibvirtDomainXml(QByteArrayView data);
int sniffLibvirtDomainXml(QByteArrayView data);

} // namespace Topo
