// SPDX-License-Identifier: GPL-3.0-or-later
// node_exporter's pcidevice collector (collector/pcidevice_linux.go, node_exporter 1.9 and
// later) in Prometheus's text exposition format:
//   # TYPE node_pcidevice_current_link_width untyped
//   node_pcidevice_current_link_width{bus="00",device="06",function="0",instance="gpu01:9100",job="node",segment="0000"} 16 1796560000123
// The sample's own timestamp (federation adds it) is read past: a watch's sample has its time.
#include "parse/prometheus/prometheus.h"

#include "parse/linereading.h"
#include "util/text.h"
#include "util/tr.h"

#include <QHash>

#include <cmath>

namespace Topo {

namespace {

using namespace LineReading;

/// The collector's series this reads, and the sysfs attribute each one is.
struct PcideviceSeries
{
    QByteArrayView metric;
    QByteArrayView attribute; // sysfs-pci's name, which evidence and watch series use
    bool speed;
    bool current;
};

constexpr PcideviceSeries pcideviceSeries[] = {
    { "node_pcidevice_current_link_transfers_per_second", "current_link_speed", true, true },
    { "node_pcidevice_current_link_width", "current_link_width", false, true },
    { "node_pcidevice_max_link_transfers_per_second", "max_link_speed", true, false },
    { "node_pcidevice_max_link_width", "max_link_width", false, false },
};

const PcideviceSeries* seriesNamed(QByteArrayView name)
{
    for (const PcideviceSeries& s : pcideviceSeries) {
        if (s.metric == name)
            return &s;
    }
    return nullptr;
}

/// One sample line: its metric name, its labels (values unescaped) and its value.
struct SampleLine
{
    QByteArrayView name;
    QHash<QByteArray, QByteArray> labels;
    double value = 0;
};

/// Reads `name{label="value",…} VALUE [TIMESTAMP]`; nullopt where the line is not that shape.
std::optional<SampleLine> readSampleLine(QByteArrayView text)
{
    SampleLine out;
    qsizetype at = 0;
    while (at < text.size() && (std::isalnum(uchar(text[at])) || text[at] == '_' || text[at] == ':'))
        ++at;
    if (at == 0)
        return std::nullopt;
    out.name = text.first(at);
    if (at < text.size() && text[at] == '{') {
        ++at;
        while (at < text.size() && text[at] != '}') {
            const qsizetype nameStart = at;
            while (at < text.size() && (std::isalnum(uchar(text[at])) || text[at] == '_'))
                ++at;
            if (at == nameStart || at + 1 >= text.size() || text[at] != '=' || text[at + 1] != '"')
                return std::nullopt;
            const QByteArray label = text.sliced(nameStart, at - nameStart).toByteArray();
            at += 2;
            QByteArray value;
            while (at < text.size() && text[at] != '"') {
                if (text[at] == '\\' && at + 1 < text.size()) {
                    ++at;
                    value += text[at] == 'n' ? '\n' : text[at];
                } else {
                    value += text[at];
                }
                ++at;
            }
            if (at >= text.size())
                return std::nullopt; // an unterminated value
            ++at;
            out.labels.insert(label, value);
            if (at < text.size() && text[at] == ',')
                ++at;
        }
        if (at >= text.size())
            return std::nullopt;
        ++at;
    }
    Text::Tokens tokens(text.sliced(at));
    QByteArrayView value;
    QByteArrayView timestamp;
    if (!tokens.next(&value))
        return std::nullopt;
    if (tokens.next(&timestamp) && !tokens.rest().isEmpty())
        return std::nullopt;
    bool ok = false;
    out.value = value.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return out;
}

/// The function the labels name: segment, bus, device and function, in the collector's hex.
std::optional<Bdf> functionOf(const QHash<QByteArray, QByteArray>& labels)
{
    const QByteArray segment = labels.value("segment");
    const QByteArray bus = labels.value("bus");
    const QByteArray device = labels.value("device");
    const QByteArray function = labels.value("function");
    if (segment.isEmpty() || bus.isEmpty() || device.isEmpty() || function.isEmpty())
        return std::nullopt;
    const QByteArray address = segment.rightJustified(4, '0') + ':' + bus.rightJustified(2, '0') + ':'
        + device.rightJustified(2, '0') + '.' + function;
    return Bdf::parse(QByteArrayView(address));
}

} // namespace

ParseResult<PciTree> parsePrometheusPcidevice(QByteArrayView data)
{
    ParseResult<PciTree> result;
    const QString expected = Tr::tr("expected node_exporter's node_pcidevice_* series in Prometheus's text format");
    if (rejectUnreadable(data, result, expected))
        return result;
    LineWarnings<PciTree> warnings(result);
    QHash<Bdf, qsizetype> index;
    int firstLine = 0;
    int seriesRead = 0;
    forEachLine(data, warnings, [&](int line, QByteArrayView text) {
        if (!firstLine)
            firstLine = line;
        if (text.startsWith('#'))
            return;
        const std::optional<SampleLine> sample = readSampleLine(text);
        if (!sample) {
            warnings.warn(line, Tr::tr("Not a sample line of Prometheus's text format; skipped"));
            return;
        }
        const PcideviceSeries* series = seriesNamed(sample->name);
        if (!series)
            return; // another series (node_pcidevice_info, a target's own): not a link
        const std::optional<Bdf> bdf = functionOf(sample->labels);
        if (!bdf) {
            warnings.warn(line, Tr::tr("%1 without a usable segment, bus, device and function; skipped")
                                    .arg(QString::fromLatin1(series->metric)));
            return;
        }
        ++seriesRead;
        if (!std::isfinite(sample->value) || sample->value < 0)
            return; // -1: the collector could not read it
        // A link has at most 32 lanes and runs at most 64 GT/s today: anything far beyond is not
        // a link's value (nor may it reach an int).
        const double most = series->speed ? 1e12 : 64;
        if (sample->value > most || (!series->speed && sample->value != std::floor(sample->value))) {
            warnings.warn(line, Tr::tr("%1 of %2 is not a link's value; skipped").arg(QString::fromLatin1(series->metric))
                                    .arg(sample->value));
            return;
        }
        auto it = index.constFind(*bdf);
        if (it == index.cend()) {
            it = index.insert(*bdf, result.value.devices.size());
            PciDevice device;
            device.bdf = *bdf;
            result.value.devices.append(device);
        }
        PciDevice& device = result.value.devices[*it];
        LinkState& state = series->current ? device.link.status : device.link.capability;
        if (series->speed)
            state.speedGTs = sample->value / 1e9;
        else
            state.width = int(sample->value);
        device.sysfsLines.append({ series->attribute, SourceLine { {}, line } });
    });
    warnings.finish();
    if (seriesRead == 0 && !result.hasErrors())
        result.error(firstLine, Tr::tr("No node_pcidevice link series here: %1 (node_exporter 1.9 or later, with "
                                       "--collector.pcidevice).").arg(expected));
    return result;
}

int sniffPrometheusPcidevice(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 8192));
    if (!head.contains("node_pcidevice_"))
        return 0;
    return head.contains("node_pcidevice_current_link_") || head.contains("node_pcidevice_max_link_") ? 90 : 40;
}

} // namespace Topo
