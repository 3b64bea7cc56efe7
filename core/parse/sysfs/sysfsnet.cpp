// SPDX-License-Identifier: GPL-3.0-or-later
// Network and RDMA devices and the PCI functions they are, as `ls -l /sys/class/net/
// /sys/class/infiniband/` lists their links into /sys/devices.
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "util/text.h"
#include "util/tr.h"

#include <QSet>

namespace Topo {

namespace {

using namespace LineReading;

constexpr QByteArrayView arrow = " -> ";

QList<QByteArrayView> splitPath(QByteArrayView path)
{
    QList<QByteArrayView> parts;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= path.size(); ++i) {
        if (i == path.size() || path[i] == '/') {
            if (i > start)
                parts.append(path.sliced(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

/// One link line: "lrwxrwxrwx 1 root root 0 Dec  6 00:15 eth0 -> ../../devices/…/net/eth0", or
/// the same without ls's columns ("eth0 -> …").
struct LinkLine
{
    QByteArrayView name;
    QByteArrayView target;
};

std::optional<LinkLine> splitLinkLine(QByteArrayView text)
{
    const qsizetype at = text.indexOf(arrow);
    if (at <= 0)
        return std::nullopt;
    const QByteArrayView before = Text::trimmed(text.first(at));
    const qsizetype space = std::max(before.lastIndexOf(' '), before.lastIndexOf('\t'));
    const QByteArrayView name = before.sliced(space + 1);
    const QByteArrayView target = Text::trimmed(text.sliced(at + arrow.size()));
    if (name.isEmpty() || target.isEmpty() || name.contains('/'))
        return std::nullopt;
    return LinkLine { name, target };
}

/// The class a link's target names, the directory right above the device's own name:
/// "…/net/eth0" or "…/infiniband/mlx5_0".
std::optional<NetworkDevice::Class> classOf(const QList<QByteArrayView>& parts)
{
    if (parts.size() < 2)
        return std::nullopt;
    const QByteArrayView directory = parts[parts.size() - 2];
    if (directory == "net")
        return NetworkDevice::Class::Net;
    if (directory == "infiniband")
        return NetworkDevice::Class::Infiniband;
    return std::nullopt;
}

/// Whether a line is one of ls's own around the links: a directory heading
/// ("/sys/class/net/:"), the "total 0" line, or ls saying a class is absent.
bool isListingFrame(QByteArrayView text)
{
    return (text.startsWith("/sys/class/") && text.endsWith(':')) || text.startsWith("total ") || text.startsWith("ls: ");
}

class NetReader
{
public:
    explicit NetReader(ParseResult<QList<NetworkDevice>>& result) : m_result(result), m_warnings(result) {}

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (m_recognised == 0 && m_frames == 0) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No network devices listed: expected `ls -l /sys/class/net/` lines such as "
                                     "\"eth0 -> ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0\"."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        if (isListingFrame(text)) {
            ++m_frames;
            if (text.startsWith("ls: ")) // "ls: cannot access '/sys/class/infiniband/': No such file or directory"
                m_result.info(line, Tr::tr("ls could not list a class (no such devices here): %1").arg(Text::excerpt(text, 120)));
            return;
        }
        const std::optional<LinkLine> link = splitLinkLine(text);
        if (!link) {
            m_warnings.warn(line, Tr::tr("Not a link of /sys/class/net or /sys/class/infiniband: %1").arg(Text::excerpt(text)));
            return;
        }
        const QList<QByteArrayView> parts = splitPath(link->target);
        const std::optional<NetworkDevice::Class> deviceClass = classOf(parts);
        const QString name = Text::cleanText(link->name);
        if (!deviceClass || parts.last() != link->name) {
            m_warnings.warn(line, Tr::tr("%1 points to %2, not to a network or RDMA device; left out").arg(name, Text::excerpt(link->target)));
            return;
        }
        ++m_recognised;
        const QString key = networkDeviceClassName(*deviceClass) + u'/' + name;
        if (m_seen.contains(key)) {
            m_warnings.warn(line, Tr::tr("%1 is listed twice; keeping the first").arg(name));
            return;
        }
        m_seen.insert(key);
        NetworkDevice device { name, *deviceClass, std::nullopt, std::nullopt, Text::cleanText(link->target), line };
        // The last PCI address on the way is the function the device hangs off: right above the
        // class directory it is the device (a virtio function has its virtioN in between);
        // deeper (usb2/2-1/2-1:1.0/net/…) it is only the way there.
        const qsizetype classAt = parts.size() - 2;
        for (qsizetype i = classAt - 1; i >= 0; --i) {
            const std::optional<Bdf> bdf = Bdf::parse(parts[i]);
            if (!bdf)
                continue;
            const bool direct = i == classAt - 1 || (i == classAt - 2 && parts[classAt - 1].startsWith("virtio"));
            (direct ? device.pci : device.behind) = *bdf;
            break;
        }
        m_result.value.append(std::move(device));
    }

    ParseResult<QList<NetworkDevice>>& m_result;
    LineWarnings<QList<NetworkDevice>> m_warnings;
    QSet<QString> m_seen;
    int m_recognised = 0;
    int m_frames = 0;
};

} // namespace

ParseResult<QList<NetworkDevice>> parseSysfsNet(QByteArrayView data)
{
    return readLines<NetReader, QList<NetworkDevice>>(data, Tr::tr("expected `ls -l /sys/class/net/ /sys/class/infiniband/` output"));
}

int sniffSysfsNet(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, [](QByteArrayView text) {
        if (text.startsWith("/sys/class/net") || text.startsWith("/sys/class/infiniband"))
            return text.endsWith(':');
        const std::optional<LinkLine> link = splitLinkLine(text);
        return link && link->target.contains("/devices/") && classOf(splitPath(link->target)).has_value();
    }));
}

} // namespace Topo
