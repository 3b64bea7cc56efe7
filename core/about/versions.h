// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Topo {

/// A library TopoLens uses, with the version it runs with and the one it was built against.
struct ComponentVersion
{
    QString name;      // "Qt", "libssh", "Graphviz", "nlohmann/json"
    QString running;   // what the library reports at run time; empty for header-only ones
    QString builtWith; // the headers' version

    /// "6.4.2", or "6.5.0 (built with 6.4.2)" when the two differ.
    QString text() const;
};

/// TopoLens's version ("0.1.0").
QString topolensVersion();
/// The licence, as an SPDX identifier.
QString topolensLicense();
/// Qt, libssh, Graphviz and nlohmann/json: for `topolens --version` and Help > About, so a
/// bug report says what the program ran with. Graphviz is asked on its own thread.
QList<ComponentVersion> componentVersions();

} // namespace Topo
