// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Topo::Ui {

/// The start of a self-contained HTML page, up to and with `<body>`, shared by the design-review
/// report and the fleet report: polyglot markup (void elements closed, the XHTML namespace, so
/// the page is HTML and well-formed XML that tests and anyone's XML tools can check), a
/// Content-Security-Policy that allows inline styles and data: images and nothing else, the
/// generator, the title (escaped) and the style sheet inline.
QString htmlPageStart(const QString& title, const char* styleSheet);

} // namespace Topo::Ui
