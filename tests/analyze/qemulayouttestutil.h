// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A generated QEMU layout (`topolens qemu-layout SNAPSHOT --format qemu`) made startable on a
// machine without the host's GPUs and NUMA nodes: tst_cli_qemulayoutboot.cpp starts it, and the
// QEMU lab (tests/lab/) can boot a guest from it. Header-only, Qt Core only.
//
// The contract of standInArguments(text, standIns):
// - `text` is the whole output of --format qemu. Empty lines and lines starting with '#' are
//   skipped; every other line must be exactly "OPTION VALUE \" (one option, one value without
//   blanks, then " \"). Anything else is an error naming the line, and no arguments are returned.
// - Every "-device vfio-pci,…" becomes "-device STAND-IN,…" (ati-vga by default: vendor 0x1002,
//   class 0x0300, so a guest sees a display controller where the GPU was). It keeps id=, bus=
//   and, in their order, every property the stand-in accepts (StandIns::gpuProperties: addr,
//   multifunction, …); host=, x-nv-gpudirect-clique= and any other it does not take are dropped
//   and listed in `dropped`. A vfio-pci device without an id is an error: ids are how QMP finds it.
// - Every "-object memory-backend-…" gets size=StandIns::nodeMemoryMiB, and loses host-nodes= and
//   policy= (the host's NUMA nodes need not exist here) unless StandIns::keepHostNodes. "-m" becomes
//   the sum of the backends (nodeMemoryMiB without any), as QEMU wants with -numa memdev.
// - A pcie-root-port's x-speed= that is not in StandIns::linkSpeeds (when that list is given) is
//   dropped, as the layout's own caveat tells its users; x-width= stays.
// - Everything else passes through as it is, in its order: -smp, -numa, pxb-pcie, the ports.
// The result is a list of arguments, ["-m", "256M", "-device", "pxb-pcie,id=tl-pxb0,…", …], to
// put after "qemu-system-x86_64 -machine q35" and the caller's own options.

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace QemuLayoutTest {

struct StandIns
{
    QString gpuDevice = QStringLiteral("ati-vga");
    // Properties of gpuDevice besides id and bus, as deviceProperties() lists them; empty keeps
    // none but id and bus (and then addr=, which every PCI device takes).
    QStringList gpuProperties;
    qint64 nodeMemoryMiB = 128;
    bool keepHostNodes = false;
    QStringList linkSpeeds; // x-speed values this QEMU takes (linkSpeeds()); empty: keep every one
};

struct StandInResult
{
    QStringList arguments;
    QStringList standIns; // ids of the devices that replaced a vfio-pci
    QStringList dropped;  // "tl-gpu0: host=0000:01:00.0", "tl-rp0: x-speed=32"
    QString error;        // "line 12: …"; arguments is then empty
    bool ok() const { return error.isEmpty(); }
};

/// "driver,a=1,b=2" → { "driver", "a=1", "b=2" }. The layouts write no escaped commas.
inline QStringList deviceParts(const QString& value)
{
    return value.split(u',');
}

/// The value of property `name` in a -device or -object value, or a null string.
inline QString propertyOf(const QString& value, const QString& name)
{
    const QStringList parts = deviceParts(value);
    for (qsizetype i = 1; i < parts.size(); ++i) {
        if (parts[i].startsWith(name + u'='))
            return parts[i].mid(name.size() + 1);
    }
    return {};
}

/// The values of one option in an argument list: optionValues(args, "-device").
inline QStringList optionValues(const QStringList& arguments, const QString& option)
{
    QStringList out;
    for (qsizetype i = 0; i + 1 < arguments.size(); ++i) {
        if (arguments[i] == option)
            out << arguments[++i];
    }
    return out;
}

inline StandInResult standInArguments(const QString& text, const StandIns& standIns = {})
{
    StandInResult result;
    auto fail = [&](int line, const QString& message) {
        result = {};
        result.error = QStringLiteral("line %1: %2").arg(line).arg(message);
        return result;
    };
    static const QRegularExpression optionLine(QStringLiteral("^(-[a-z][a-z0-9-]*) (\\S+) \\\\$"));
    QStringList keptByStandIn { QStringLiteral("id"), QStringLiteral("bus"), QStringLiteral("addr") };
    keptByStandIn += standIns.gpuProperties;
    const QStringList lines = text.split(u'\n');
    qint64 backends = 0;
    qsizetype memoryAt = -1;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString& line = lines[n];
        const int lineNumber = int(n + 1);
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QRegularExpressionMatch m = optionLine.match(line);
        if (!m.hasMatch())
            return fail(lineNumber, QStringLiteral("not \"OPTION VALUE \\\": %1").arg(line));
        const QString option = m.captured(1);
        QStringList parts = deviceParts(m.captured(2));
        if (option == u"-device" && parts.first() == u"vfio-pci") {
            const QString id = propertyOf(m.captured(2), QStringLiteral("id"));
            if (id.isEmpty())
                return fail(lineNumber, QStringLiteral("a vfio-pci device without id="));
            QStringList kept { standIns.gpuDevice };
            for (qsizetype i = 1; i < parts.size(); ++i) {
                if (keptByStandIn.contains(parts[i].section(u'=', 0, 0)))
                    kept << parts[i];
                else
                    result.dropped << id + u": " + parts[i];
            }
            parts = kept;
            result.standIns << id;
        } else if (option == u"-device" && parts.first() == u"pcie-root-port" && !standIns.linkSpeeds.isEmpty()) {
            const QString id = propertyOf(m.captured(2), QStringLiteral("id"));
            parts.removeIf([&](const QString& p) {
                const bool unknown = p.startsWith(u"x-speed=") && !standIns.linkSpeeds.contains(p.mid(8));
                if (unknown)
                    result.dropped << id + u": " + p;
                return unknown;
            });
        } else if (option == u"-object" && parts.first().startsWith(u"memory-backend-")) {
            parts.removeIf([&](const QString& p) {
                return p.startsWith(u"size=")
                    || (!standIns.keepHostNodes && (p.startsWith(u"host-nodes=") || p.startsWith(u"policy=")));
            });
            parts << QStringLiteral("size=%1M").arg(standIns.nodeMemoryMiB);
            ++backends;
        } else if (option == u"-m") {
            memoryAt = result.arguments.size() + 1;
        }
        result.arguments << option << parts.join(u',');
    }
    if (memoryAt >= 0)
        result.arguments[memoryAt] = QStringLiteral("%1M").arg(standIns.nodeMemoryMiB * std::max<qint64>(backends, 1));
    return result;
}

/// The properties QEMU lists for `driver` (`qemu -device DRIVER,help`), or an empty list when it
/// does not start or does not know the driver.
inline QStringList deviceProperties(const QString& qemu, const QString& driver)
{
    QProcess process;
    process.start(qemu, { QStringLiteral("-device"), driver + QStringLiteral(",help") });
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    static const QRegularExpression property(QStringLiteral("^\\s+([A-Za-z0-9_.-]+)=<"));
    QStringList out;
    for (const QString& line : QString::fromUtf8(process.readAllStandardOutput()).split(u'\n')) {
        const QRegularExpressionMatch m = property.match(line);
        if (m.hasMatch())
            out << m.captured(1);
    }
    return out;
}

/// The x-speed values this QEMU's pcie-root-port takes, from its help line
/// "x-speed=<PCIELinkSpeed> - 2_5/5/8/16 (default: "16")"; empty when it does not say.
inline QStringList linkSpeeds(const QString& qemu)
{
    QProcess process;
    process.start(qemu, { QStringLiteral("-device"), QStringLiteral("pcie-root-port,help") });
    if (!process.waitForFinished(30000))
        return {};
    static const QRegularExpression speeds(QStringLiteral("x-speed=<[^>]*>\\s+-\\s+([0-9_/]+)"));
    const QRegularExpressionMatch m = speeds.match(QString::fromUtf8(process.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).split(u'/') : QStringList {};
}

} // namespace QemuLayoutTest
