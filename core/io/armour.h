// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

/// The armoured form of a collector bundle (`topolens-collect.sh --armour`), made to survive
/// what fan-out engines do to a stream: a pty's CRLF (Ansible), a "host: " prefix on every
/// line (pdsh, clush without --outdir), re-buffering and interleaving with other output:
///
///   -----BEGIN TOPOLENS BUNDLE v1-----
///   host=NAME sha256=HEX bytes=N
///   <base64 of gzip(bundle), 76 columns>
///   -----END TOPOLENS BUNDLE v1-----
///
/// `sha256` and `bytes` are of the bundle itself (before gzip), so a damaged block is told
/// apart from a whole one. docs/fleet.md documents it.
namespace Topo {

struct ArmouredBlock
{
    QByteArray bundle;     // the decoded bundle; for a damaged block, whatever could be decoded (possibly empty)
    QString host;          // host= of the header line
    bool intact = false;   // the end line arrived and sha256 and bytes match
    QString problem;       // why not intact, in words naming the line ("line 412: the end line is missing")
    int firstLine = 0;     // 1-based line of the begin line in the scanned stream
};

struct ArmourScan
{
    QList<ArmouredBlock> blocks; // in stream order
    QByteArray otherText;        // every line outside the blocks, prefixes and CR removed (the collector's progress, engine noise)
};

/// Finds every armoured block in `stream`. Pure; never throws. A line prefix is whatever
/// precedes the begin marker on its line, and is removed from each line of that block.
ArmourScan scanArmour(QByteArrayView stream);

/// Armours one bundle the way the collector script does (gzip, base64 76 columns); for the C++
/// side and the tests. `host` must not contain whitespace.
QByteArray armourBundle(QByteArrayView bundle, const QString& host);

} // namespace Topo
