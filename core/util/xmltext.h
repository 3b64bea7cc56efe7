// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace Topo::Text {

/// Text for XML character data or a double- or single-quoted attribute: & < > " ' escaped,
/// and characters XML 1.0 forbids (controls other than tab and line ends, lone surrogates,
/// U+FFFE/U+FFFF) shown as U+FFFD, so remote text can never end a document. The one escaper
/// for every XML TopoLens writes (SVG, the HTML report, NCCL topology files).
QString escapeXml(QStringView text);

/// Text from elsewhere for XML written by TopoLens (NCCL topology files, libvirt fragments):
/// made safe for display first (Text::cleanText), then escaped.
QString escapeXmlClean(QStringView text);

/// Text safe inside an XML comment (or a `#` comment line): cleaned, no "--", no line breaks.
QString xmlCommentText(QStringView text);

} // namespace Topo::Text
