// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens resource-slice`: the demo host's GPUs and ConnectX-6 Lx as a Kubernetes
// ResourceSlice with the standard pcieRoot and pciBusID attributes, and as node labels.
#include "analyze/machinebuilder.h"
#include "io/resourceslicejson.h"
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Topo;

class TestResourceSlice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoHost()
    {
        const auto demo = openSnapshot(QStringLiteral("demo"));
        const Machine host = buildMachine(*demo.value.machine(MachineRole::Host));
        QCOMPARE(pcieRootAttribute(host, TestUtil::bdf("0000:91:00.0")), QStringLiteral("pci0000:90"));
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(resourceSliceJson(host), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(u"kind").toString(), QStringLiteral("ResourceSlice"));
        const QJsonObject spec = doc.value(u"spec").toObject();
        QCOMPARE(spec.value(u"nodeName").toString(), QStringLiteral("pve"));
        const QJsonArray devices = spec.value(u"devices").toArray();
        QCOMPARE(devices.size(), 10); // 8 GPUs, the two ports of the ConnectX-6 Lx
        static const QRegularExpression dnsLabel(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
        QStringList names;
        for (const QJsonValue& d : devices) {
            const QString name = d.toObject().value(u"name").toString();
            QVERIFY2(dnsLabel.match(name).hasMatch(), qPrintable(name));
            names << name;
        }
        QCOMPARE(names.removeDuplicates(), 0);
        const QJsonObject gpu5 = devices[5].toObject().value(u"attributes").toObject();
        QCOMPARE(gpu5.value(u"resource.kubernetes.io/pcieRoot").toObject().value(u"string").toString(), QStringLiteral("pci0000:90"));
        QCOMPARE(gpu5.value(u"resource.kubernetes.io/pciBusID").toObject().value(u"string").toString(), QStringLiteral("0000:91:00.0"));
        QCOMPARE(gpu5.value(u"topolens.io/numaNode").toObject().value(u"int").toInt(), 1);
        QCOMPARE(gpu5.value(u"topolens.io/closestRdmaNicClass").toObject().value(u"string").toString(), QStringLiteral("SYS"));
        const QJsonObject nic = devices[8].toObject().value(u"attributes").toObject();
        QCOMPARE(nic.value(u"topolens.io/kind").toObject().value(u"string").toString(), QStringLiteral("rdma-nic"));
        QCOMPARE(nic.value(u"resource.kubernetes.io/pcieRoot").toObject().value(u"string").toString(), QStringLiteral("pci0000:20"));
        // Node labels: plain key=value lines, the GPUs' roots, none sharing one with a NIC.
        const QString labels = QString::fromUtf8(nodeLabelsText(host));
        QVERIFY(labels.contains(u"topolens.io/gpu-count=8\n"));
        QVERIFY(labels.contains(u"topolens.io/gpus-with-nic-on-their-pcie-root=0\n"));
        QVERIFY(labels.contains(u"topolens.io/gpu-5-pcie-root=0000-90\n"));
        static const QRegularExpression label(QStringLiteral("^topolens\\.io/[a-z0-9-]+=[A-Za-z0-9._-]{0,63}$"));
        for (const QString& line : labels.split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(label.match(line).hasMatch(), qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestResourceSlice)
#include "tst_resourceslice.moc"
