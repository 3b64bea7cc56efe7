// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/match/snapshotdevices.h"

#include <QMap>
#include <QSet>

namespace Topo {

namespace {

bool sameIds(const PciDevice& a, const PciDevice& b)
{
    return a.vendorId == b.vendorId && a.deviceId == b.deviceId;
}

struct Rounds
{
    const PciTree& before;
    const PciTree& after;
    DevicePairing& out;
    QSet<Bdf> beforeTaken;
    QSet<Bdf> afterTaken;

    void take(const PciDevice& b, const PciDevice& a, DeviceMatch how)
    {
        out.afterOf.insert(b.bdf, a.bdf);
        out.beforeOf.insert(a.bdf, b.bdf);
        out.matchedBy.insert(a.bdf, how);
        beforeTaken.insert(b.bdf);
        afterTaken.insert(a.bdf);
    }

    /// Pairs the devices left on both sides that share a key, the n-th of before with the n-th
    /// of after in each key's address order; an empty key pairs nothing.
    template<class KeyOf>
    void byKey(KeyOf keyOf, DeviceMatch how)
    {
        QMap<QString, QList<const PciDevice*>> afterByKey;
        for (const PciDevice& a : after.devices) {
            if (afterTaken.contains(a.bdf))
                continue;
            if (const QString key = keyOf(after, a); !key.isEmpty())
                afterByKey[key].append(&a);
        }
        QMap<QString, QList<const PciDevice*>> beforeByKey;
        for (const PciDevice& b : before.devices) {
            if (beforeTaken.contains(b.bdf))
                continue;
            if (const QString key = keyOf(before, b); !key.isEmpty())
                beforeByKey[key].append(&b);
        }
        const auto byAddress = [](const PciDevice* x, const PciDevice* y) { return x->bdf < y->bdf; };
        for (auto it = beforeByKey.begin(); it != beforeByKey.end(); ++it) {
            QList<const PciDevice*> bs = it.value();
            QList<const PciDevice*> as = afterByKey.value(it.key());
            std::sort(bs.begin(), bs.end(), byAddress);
            std::sort(as.begin(), as.end(), byAddress);
            for (qsizetype i = 0; i < bs.size() && i < as.size(); ++i)
                take(*bs[i], *as[i], how);
        }
    }
};

} // namespace

QString treePosition(const PciTree& tree, const PciDevice& device)
{
    const QList<const PciDevice*> path = tree.pathToRoot(device.bdf);
    QString out;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const PciDevice& d = **it;
        out += QString::asprintf("/%02x.%x[%04x:%04x]", d.bdf.device, d.bdf.function, d.vendorId, d.deviceId);
    }
    return out;
}

DevicePairing matchDevices(const PciTree& before, const PciTree& after)
{
    DevicePairing out;
    Rounds rounds { before, after, out, {}, {} };
    for (const PciDevice& b : before.devices) {
        const PciDevice* a = after.find(b.bdf);
        if (a && sameIds(b, *a) && treePosition(before, b) == treePosition(after, *a))
            rounds.take(b, *a, DeviceMatch::Address);
    }
    rounds.byKey([](const PciTree&, const PciDevice& d) {
        return d.serialNumber.isEmpty() ? QString() : QString::asprintf("%04x:%04x ", d.vendorId, d.deviceId) + d.serialNumber;
    }, DeviceMatch::Serial);
    rounds.byKey([](const PciTree& tree, const PciDevice& d) { return treePosition(tree, d); }, DeviceMatch::TreePosition);
    for (const PciDevice& b : before.devices) {
        if (rounds.beforeTaken.contains(b.bdf))
            continue;
        const PciDevice* a = after.find(b.bdf);
        if (a && !rounds.afterTaken.contains(a->bdf) && sameIds(b, *a))
            rounds.take(b, *a, DeviceMatch::Address);
    }
    for (const PciDevice& b : before.devices) {
        if (!rounds.beforeTaken.contains(b.bdf))
            out.removed.append(&b);
    }
    for (const PciDevice& a : after.devices) {
        if (!rounds.afterTaken.contains(a.bdf))
            out.added.append(&a);
    }
    return out;
}

} // namespace Topo
