// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/prometheustext.h"

#include "analyze/gpunics.h"
#include "analyze/pcipath.h"
#include "model/formatid.h"
#include "parse/nvidiasmi/nvidiasmi.h"

#include <QHash>
#include <QLocale>

#include <initializer_list>
#include <utility>

namespace Topo {

namespace {

using Labels = std::initializer_list<std::pair<const char*, QString>>;

/// One metric family: its series in the order they came, then text(): its HELP and TYPE once
/// and the series. Two series with the same labels are one, their values summed (two findings
/// of one rule on one function): the collector refuses a repeated series. A family without
/// series writes nothing.
class Family
{
public:
    Family(const char* name, const char* type, const char* help)
        : m_name(name)
        , m_header("# HELP " + m_name + ' ' + help + "\n# TYPE " + m_name + ' ' + type + '\n')
    {
    }

    void add(Labels labels, double value)
    {
        QByteArray text;
        char separator = '{';
        for (const auto& [name, label] : labels) {
            text += separator;
            text += name;
            text += "=\"" + prometheusLabelValue(label) + '"';
            separator = ',';
        }
        if (separator == ',')
            text += '}';
        const auto seen = m_index.constFind(text);
        if (seen != m_index.cend()) {
            m_series[*seen].second += value;
            return;
        }
        m_index.insert(text, m_series.size());
        m_series.append({ text, value });
    }

    QByteArray text() const
    {
        if (m_series.isEmpty())
            return {};
        QByteArray out = m_header;
        for (const auto& [labels, value] : m_series)
            out += m_name + labels + ' ' + QLocale::c().toString(value, 'g', 15).toLatin1() + '\n';
        return out;
    }

private:
    QByteArray m_name;
    QByteArray m_header;
    QList<std::pair<QByteArray, double>> m_series;
    QHash<QByteArray, qsizetype> m_index;
};

QString machineName(const Machine& m)
{
    return m.label.isEmpty() ? m.address : m.label;
}

QString gpuAddress(const Gpu& gpu)
{
    return gpu.bdf ? gpu.bdf->toString() : QString();
}

QString number(qsizetype n)
{
    return QString::number(n);
}

/// "0,4": the GPUs of a finding, for one label.
QString gpuList(const QList<int>& gpus)
{
    QStringList out;
    for (const int gpu : gpus)
        out << QString::number(gpu);
    return out.join(u',');
}

void writeGpus(QByteArray& out, const SnapshotDocument& document)
{
    Family info("topolens_gpu_info",
        "gauge", "A GPU of a machine, 1; in a guest matched to its host, the host function it is (host_machine, host_gpu, host_bdf).");
    const Machine* host = document.host();
    for (const Machine& m : document.machines()) {
        for (const Gpu& gpu : m.gpus) {
            QString hostMachine;
            QString hostGpu;
            QString hostBdf;
            QString evidence;
            if (&m == document.guest() && host) {
                for (const GpuMatch& match : document.gpuMatches()) {
                    if (match.guestGpu != gpu.index)
                        continue;
                    if (const Gpu* h = match.hostGpu >= 0 && match.hostGpu < host->gpus.size() ? &host->gpus[match.hostGpu] : nullptr) {
                        hostMachine = machineName(*host);
                        hostGpu = number(h->index);
                        hostBdf = gpuAddress(*h);
                        evidence = evidenceName(match.evidence);
                    }
                }
            }
            info.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "gpu", number(gpu.index) },
                         { "bdf", gpuAddress(gpu) }, { "name", gpu.name }, { "uuid", gpu.uuid }, { "host_machine", hostMachine },
                         { "host_gpu", hostGpu }, { "host_bdf", hostBdf }, { "match", evidence } },
                1);
        }
    }
    out += info.text();
}

/// Each GPU's replay counter as a watch's last GPU counters sample read it, by address.
QHash<Bdf, qint64> lastReplayReadings(const MachineSnapshot& snapshot)
{
    for (qsizetype i = snapshot.samples.size() - 1; i >= 0; --i) {
        for (const RawCapture& capture : snapshot.samples[i].captures) {
            if (capture.format != FormatId::nvidiaSmiXml || capture.stdoutData.isEmpty())
                continue;
            QHash<Bdf, qint64> out;
            for (const Gpu& gpu : parseNvidiaSmiXml(capture.stdoutData).value.gpus) {
                if (gpu.bdf && gpu.pcieReplays)
                    out.insert(*gpu.bdf, *gpu.pcieReplays);
            }
            return out;
        }
    }
    return {};
}

void writeGpuReplays(QByteArray& out, const SnapshotDocument& document)
{
    Family replays("topolens_gpu_pcie_replays_total", "counter",
        "PCIe packets a GPU's link sent again since the driver reset the count (nvidia-smi's replay counter; a watch's "
        "last reading where it took one).");
    for (qsizetype i = 0; i < document.machines().size(); ++i) {
        const Machine& m = document.machines()[i];
        const QHash<Bdf, qint64> last = i < document.snapshot().machines.size()
            ? lastReplayReadings(document.snapshot().machines[i]) : QHash<Bdf, qint64>();
        for (const Gpu& gpu : m.gpus) {
            std::optional<qint64> count = gpu.pcieReplays;
            if (gpu.bdf && last.contains(*gpu.bdf))
                count = last.value(*gpu.bdf);
            if (count)
                replays.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "gpu", number(gpu.index) },
                                { "bdf", gpuAddress(gpu) } },
                    double(*count));
        }
    }
    out += replays.text();
}

void writeGpuNics(QByteArray& out, const SnapshotDocument& document)
{
    Family closest("topolens_gpu_closest_rdma_nic", "gauge",
        "A GPU's closest RDMA NIC, 1: its class from the GPU and whether NCCL uses GPUDirect RDMA with it by default "
        "(gpudirect, up to PXB).");
    for (const Machine& m : document.machines()) {
        for (const GpuNics& g : gpuNics(m)) {
            const GpuNicLink* nic = g.closest();
            const Gpu* gpu = m.gpu(g.gpu);
            if (!nic)
                continue;
            const LinkClass c = nic->linkClass.linkClass;
            closest.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "gpu", number(g.gpu) },
                            { "bdf", gpu ? gpuAddress(*gpu) : QString() }, { "nic", nic->name },
                            { "nic_bdf", nic->bdf ? nic->bdf->toString() : QString() },
                            { "class", c == LinkClass::Unknown ? QString() : nic->linkClass.toString() },
                            { "gpudirect", gpuDirectRdmaByDefault(c) ? QStringLiteral("1") : QStringLiteral("0") } },
                1);
        }
    }
    out += closest.text();
}

void writeGpuPairs(QByteArray& out, const SnapshotDocument& document)
{
    Family link("topolens_gpu_pair_link",
        "gauge", "The connection class of a GPU pair (nvidia-smi topo -m's: NV#, PIX, PXB, PHB, NODE, SYS; XGMI), 1.");
    for (const Machine& m : document.machines()) {
        for (const Gpu& a : m.gpus) {
            for (const Gpu& b : m.gpus) {
                if (b.index <= a.index)
                    continue;
                const LinkClassCell cell = gpuPairClass(m, a.index, b.index);
                if (cell.linkClass == LinkClass::Unknown)
                    continue;
                link.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "gpu_a", number(a.index) },
                             { "gpu_b", number(b.index) }, { "class", cell.toString() } },
                    1);
            }
        }
    }
    Family p2p("topolens_gpu_pair_p2p",
        "gauge", "A GPU pair's peer-to-peer status as nvidia-smi topo -p2p printed it (OK, NS, CNS, GNS, TNS), 1; capability is the letter of -p2p (r, w, n, a, p).");
    for (const Machine& m : document.machines()) {
        for (auto it = m.p2p.cbegin(); it != m.p2p.cend(); ++it) {
            for (const Gpu& a : m.gpus) {
                for (const Gpu& b : m.gpus) {
                    if (b.index <= a.index)
                        continue;
                    const P2pStatus status = it.value().status(a.index, b.index);
                    if (status == P2pStatus::Self || status == P2pStatus::Unknown)
                        continue;
                    p2p.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "gpu_a", number(a.index) },
                                { "gpu_b", number(b.index) }, { "capability", QString(p2pCapabilityLetter(it.key())) },
                                { "status", p2pStatusCode(status) } },
                        1);
                }
            }
        }
    }
    out += link.text();
    out += p2p.text();
}

/// "3" where the function is GPU3, else empty: lets a query join links to GPUs.
QString gpuOf(const Machine& m, const Bdf& bdf)
{
    const Gpu* gpu = m.gpuAt(bdf);
    return gpu ? number(gpu->index) : QString();
}

/// A function's link and AER counters as the metrics give them: from a watch's last sample where
/// the snapshot is a watch that read the function (the newest values), else from the collection.
class LinksNow
{
public:
    LinksNow(const SnapshotDocument& document, const Machine& m)
    {
        for (const LinkSeries& series : document.watchSeries(m)) {
            if (!series.samples.isEmpty())
                m_last.insert(series.device, &series.samples.last());
        }
    }
    const PcieLink& link(const PciDevice& d) const
    {
        const LinkSample* s = m_last.value(d.bdf);
        return s ? s->link : d.link;
    }
    const AerStatistics& aer(const PciDevice& d) const
    {
        const LinkSample* s = m_last.value(d.bdf);
        return s ? s->aer : d.aer;
    }

private:
    QHash<Bdf, const LinkSample*> m_last;
};

void writeLinks(QByteArray& out, const SnapshotDocument& document)
{
    struct Field
    {
        const char* name;
        const char* help;
        double (*value)(const PcieLink&);
    };
    static constexpr Field fields[] = {
        { "topolens_pcie_link_speed_gts", "A PCIe function's link speed as trained (GT/s).",
            [](const PcieLink& l) { return l.status.speedGTs; } },
        { "topolens_pcie_link_max_speed_gts", "The top speed a PCIe function's link supports (GT/s).",
            [](const PcieLink& l) { return l.capability.speedGTs; } },
        { "topolens_pcie_link_width", "A PCIe function's link width as trained (lanes).",
            [](const PcieLink& l) { return double(l.status.width); } },
        { "topolens_pcie_link_max_width", "The width a PCIe function's link supports (lanes).",
            [](const PcieLink& l) { return double(l.capability.width); } },
    };
    QList<LinksNow> now; // parallel to the machines
    for (const Machine& m : document.machines())
        now.append(LinksNow(document, m));
    for (const Field& field : fields) {
        Family family(field.name, "gauge", field.help);
        for (qsizetype i = 0; i < document.machines().size(); ++i) {
            const Machine& m = document.machines()[i];
            for (const PciDevice& d : m.pci.devices) {
                const double value = field.value(now[i].link(d));
                if (!d.hasAddress() || value <= 0)
                    continue;
                family.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "bdf", d.bdf.toString() },
                               { "gpu", gpuOf(m, d.bdf) } },
                    value);
            }
        }
        out += family.text();
    }
}

void writeAer(QByteArray& out, const SnapshotDocument& document)
{
    Family errors("topolens_pcie_aer_errors_total",
        "counter", "PCIe errors a function detected since boot, by AER severity (sysfs aer_dev_*: the kernel's TOTAL_ERR_*).");
    Family counters("topolens_pcie_aer_errors_by_type_total",
        "counter", "A function's PCIe errors of one type since boot, as AER counts them (sysfs aer_dev_*: RxErr, BadTLP, CmpltTO, ...).");
    Family received("topolens_pcie_aer_rootport_errors_total",
        "counter", "Error messages a root port received from the devices below it since boot (sysfs aer_rootport_total_err_*).");
    for (const Machine& m : document.machines()) {
        const LinksNow now(document, m);
        for (const PciDevice& d : m.pci.devices) {
            const AerStatistics& aer = now.aer(d);
            if (!aer.isKnown())
                continue;
            for (const AerSeverity severity : aerSeverities) {
                const QString key = aerSeverityKey(severity);
                const AerCounts& counts = aer.of(severity);
                const Labels base = { { "machine", machineName(m) }, { "role", machineRoleName(m.role) },
                    { "bdf", d.bdf.toString() }, { "gpu", gpuOf(m, d.bdf) }, { "severity", key } };
                if (counts.isKnown())
                    errors.add(base, double(counts.errors()));
                for (const AerCounter& counter : counts.counters) {
                    counters.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "bdf", d.bdf.toString() },
                                     { "gpu", gpuOf(m, d.bdf) }, { "severity", key }, { "error", counter.name } },
                        double(counter.count));
                }
                if (const std::optional<qint64>& total = aer.rootPortOf(severity))
                    received.add(base, double(*total));
            }
        }
    }
    out += errors.text();
    out += counters.text();
    out += received.text();
}

void writeKernelEvents(QByteArray& out, const SnapshotDocument& document)
{
    Family events("topolens_pcie_kernel_events",
        "gauge", "PCIe events in the kernel log as collected: AER errors by severity, link downs, failed recoveries, limited bandwidth, GPUs off the bus.");
    for (const Machine& m : document.machines()) {
        QList<std::pair<QStringList, int>> counts; // labels → how many, in first-seen order
        for (const PcieEvent& e : m.pcieEvents) {
            const QStringList key = { e.device.toString(), pcieEventKindKey(e.kind),
                e.severity ? aerSeverityKey(*e.severity) : QString() };
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == key; });
            if (it == counts.end())
                counts.append({ key, 1 });
            else
                ++it->second;
        }
        for (const auto& [key, count] : std::as_const(counts)) {
            const std::optional<Bdf> bdf = Bdf::parse(QStringView(key[0]));
            events.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) }, { "bdf", key[0] },
                           { "gpu", bdf ? gpuOf(m, *bdf) : QString() }, { "kind", key[1] }, { "severity", key[2] } },
                count);
        }
    }
    out += events.text();
}

void writeFindings(QByteArray& out, const SnapshotDocument& document)
{
    Family findings("topolens_finding",
        "gauge", "A finding of topolens diagnose, 1: its rule, severity, GPUs and first PCI function (docs/diagnose-json.md).");
    const QList<Machine>& machines = document.machines();
    for (const Finding& f : document.findings()) {
        const Machine* m = f.machineIndex >= 0 && f.machineIndex < machines.size() ? &machines[f.machineIndex] : nullptr;
        findings.add({ { "machine", m ? machineName(*m) : f.machineLabel }, { "role", machineRoleName(f.role) }, { "rule", f.ruleId },
                         { "severity", findingSeverityName(f.severity) }, { "gpus", gpuList(f.gpus) },
                         { "bdf", f.devices.value(0) } },
            1);
    }
    out += findings.text();
}

} // namespace

QByteArray prometheusLabelValue(const QString& value)
{
    QByteArray out;
    const QByteArray utf8 = value.toUtf8();
    out.reserve(utf8.size());
    for (const char c : utf8) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

QByteArray prometheusText(const SnapshotDocument& document)
{
    QByteArray out;
    {
        Family info("topolens_snapshot_info", "gauge", "The TopoLens snapshot these metrics come from, 1.");
        info.add({ { "title", document.snapshot().title }, { "version", QStringLiteral(TOPOLENS_VERSION) } }, 1);
        out += info.text();
    }
    {
        Family collected("topolens_collected_timestamp_seconds", "gauge", "When each machine was collected (Unix time).");
        for (const Machine& m : document.machines()) {
            if (m.collectedAt.isValid())
                collected.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) } }, double(m.collectedAt.toSecsSinceEpoch()));
        }
        out += collected.text();
    }
    {
        Family samples("topolens_watch_samples", "gauge",
            "How many samples a watch (topolens watch) took of each machine; link and AER metrics are its last sample's.");
        for (qsizetype i = 0; i < document.machines().size() && i < document.snapshot().machines.size(); ++i) {
            const Machine& m = document.machines()[i];
            if (!document.snapshot().machines[i].samples.isEmpty())
                samples.add({ { "machine", machineName(m) }, { "role", machineRoleName(m.role) } },
                    double(document.snapshot().machines[i].samples.size()));
        }
        out += samples.text();
    }
    writeGpus(out, document);
    writeGpuReplays(out, document);
    writeGpuNics(out, document);
    writeGpuPairs(out, document);
    writeLinks(out, document);
    writeAer(out, document);
    writeKernelEvents(out, document);
    writeFindings(out, document);
    return out;
}

} // namespace Topo
