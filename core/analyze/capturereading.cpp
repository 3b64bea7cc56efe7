// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/capturereading.h"

#include "analyze/machinebuilder.h"
#include "collect/commandplan.h"
#include "parse/bench/benchmarks.h"
#include "parse/pastenormaliser.h"
#include "util/tr.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <string_view>

namespace Topo {

namespace {

using Reader = ParsedValue (*)(QByteArrayView data, Diagnostics& diagnostics);

template<auto Parser>
ParsedValue readWith(QByteArrayView data, Diagnostics& diagnostics)
{
    auto result = Parser(data);
    diagnostics += std::move(result.diagnostics);
    return ParsedValue(std::move(result.value));
}

ParsedValue readCsv(QByteArrayView data, Diagnostics& diagnostics)
{
    auto result = parseNvidiaSmiCsv(data);
    diagnostics += std::move(result.diagnostics);
    return ParsedValue(std::move(result.value));
}

struct FormatReader
{
    std::u16string_view format;
    Reader read;
};

// The formats the machine builder merges, each with the parser it reads them with. Formats
// not listed here (and not benchmarks) are kept raw and only shown.
constexpr FormatReader readers[] = {
    { u"lspci-tree", readWith<parseLspciTree> },
    { u"lspci-verbose", readWith<parseLspciVerbose> },
    { u"lspci-list", readWith<parseLspciList> },
    { u"lspci-vmm", readWith<parseLspciVmm> },
    { u"lspci-mm", readWith<parseLspciMm> },
    { u"sysfs-pci", readWith<parseSysfsPci> },
    { u"pci-config-space", readWith<parsePciConfigSpace> },
    { u"iommu-groups", readWith<parseIommuGroups> },
    { u"numactl", readWith<parseNumactl> },
    { u"sysfs-nodes", readWith<parseSysfsNodes> },
    { u"proc-cmdline", readWith<parseKernelCmdline> },
    { u"nvidia-smi-topo", readWith<parseNvidiaSmiTopo> },
    { u"nvidia-smi-p2p", readWith<parseNvidiaSmiP2p> },
    { u"nvidia-smi-xml", readWith<parseNvidiaSmiXml> },
    { u"nvidia-smi-query", readWith<parseNvidiaSmiQuery> },
    { u"nvidia-smi-csv", readCsv },
    { u"hwloc-xml", readWith<parseHwlocXml> },
    { u"nccl-topo-xml", readWith<parseNcclTopology> },
    { u"sysfs-identity", readWith<parseSysfsIdentity> },
    { u"qemu-cmdline", readWith<parseQemuCommandLine> },
    { u"libvirt-domain-xml", readWith<parseLibvirtDomainXml> },
    { u"rocm-smi-topo", readWith<parseRocmSmiTopo> },
    { u"rocm-smi-bus", readWith<parseRocmSmiBus> },
    { u"amd-smi-topology", readWith<parseAmdSmiTopology> },
    { u"amd-smi-topology-json", readWith<parseAmdSmiTopologyJson> },
    { u"amd-smi-list", readWith<parseAmdSmiList> },
    { u"amd-smi-static-bus", readWith<parseAmdSmiStaticBus> },
};

Reader readerFor(QStringView format)
{
    for (const FormatReader& row : readers) {
        if (format == QStringView(row.format.data(), qsizetype(row.format.size())))
            return row.read;
    }
    return nullptr;
}

bool isToolMissing(const RawCapture& capture)
{
    if (capture.status == CaptureStatus::ToolMissing || capture.exitCode == 127)
        return true;
    const QByteArray err = capture.stderrData.left(400);
    return err.contains("command not found") || err.contains("not found");
}

// A pool of its own: machines are built on the global pool's threads (host and guest side by
// side), and a wait there for work queued behind them on the same pool would never end.
QThreadPool* captureReadingPool()
{
    static QThreadPool pool;
    return &pool;
}

} // namespace

QString toolOfCapture(const RawCapture& capture)
{
    const qsizetype space = capture.command.indexOf(u' ');
    QString tool = space < 0 ? capture.command : capture.command.left(space);
    if (tool == u"sudo")
        tool = capture.command.section(u' ', 2, 2);
    return tool;
}

ReadCapture readCapture(const RawCapture& capture)
{
    ReadCapture read;
    if (isToolMissing(capture)) {
        read.outcome = ReadCapture::Outcome::ToolMissing;
        return read;
    }
    // The identity text and `qm config` are read by the builder itself.
    if (capture.id == u"identity" || capture.id == QLatin1String(qmConfigId))
        return read;
    read.format = formatOfCapture(capture);
    if (read.format.isEmpty())
        return read;
    const bool empty = capture.stdoutData.trimmed().isEmpty();
    // An empty IOMMU listing that ran fine is a finding ("IOMMU off"), not a parse error.
    if (read.format == u"iommu-groups" && empty && capture.exitCode == 0) {
        read.outcome = ReadCapture::Outcome::EmptyIommu;
        return read;
    }
    // No VM running is the normal state of most machines, not a missing output.
    if ((read.format == u"qemu-cmdline" || read.format == u"libvirt-domain-xml") && empty)
        return read;
    if (empty) {
        if (capture.status == CaptureStatus::Ok)
            read.outcome = ReadCapture::Outcome::NoOutput;
        return read;
    }
    const Reader reader = readerFor(read.format);
    const bool benchmark = !reader && isBenchmarkFormat(read.format);
    if (!reader && !benchmark)
        return read;
    // What someone pasted or imported is read as the paste normaliser leaves it, on the
    // input's own line numbers; what TopoLens collected, exactly as it came.
    const NormalisedPaste paste = isPastedOrImported(capture) ? normalisePaste(capture.stdoutData) : NormalisedPaste();
    const QByteArrayView data = paste.readable(capture.stdoutData);
    if (reader) {
        read.value = reader(data, read.diagnostics);
    } else {
        auto result = parseBenchmark(read.format, data);
        read.diagnostics = std::move(result.diagnostics);
        read.value = ParsedValue(std::move(result.value));
    }
    if (paste.changed)
        pointAtInput(paste, &read.diagnostics);
    read.outcome = ReadCapture::Outcome::Parsed;
    return read;
}

QList<ReadCapture> readCaptures(const MachineSnapshot& snapshot)
{
    // Largest first, so the longest parse starts at once and the small ones fill in around it.
    QList<qsizetype> order(snapshot.captures.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return snapshot.captures[a].stdoutData.size() > snapshot.captures[b].stdoutData.size();
    });
    QList<ReadCapture> read(snapshot.captures.size());
    ReadCapture* into = read.data(); // detached once, here: the workers write distinct elements
    QtConcurrent::blockingMap(captureReadingPool(), order, [&](qsizetype i) { into[i] = readCapture(snapshot.captures[i]); });
    return read;
}

} // namespace Topo
