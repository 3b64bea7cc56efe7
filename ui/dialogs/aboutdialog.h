// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

namespace Topo::Ui {

/// The installed user guide (PREFIX/share/doc/topolens/docs/user-guide.md beside the
/// executable's bin/), or empty when TopoLens runs from a build tree.
QString installedUserGuide();

/// Help > About TopoLens: the version, the versions of Qt, libssh, Graphviz and nlohmann/json
/// it runs with (a button copies them for a bug report), the licence and the documentation.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The lines "Copy Versions" puts on the clipboard (as `topolens --version` prints them).
    static QString versionReport();
};

} // namespace Topo::Ui
