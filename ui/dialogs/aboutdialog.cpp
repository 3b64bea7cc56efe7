// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/aboutdialog.h"

#include "about/versions.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Topo::Ui {

QString installedUserGuide()
{
    const QString path = QDir(QCoreApplication::applicationDirPath())
                             .absoluteFilePath(QStringLiteral("../share/doc/topolens/docs/user-guide.md"));
    return QFileInfo::exists(path) ? QDir::cleanPath(path) : QString();
}

QString AboutDialog::versionReport()
{
    QString out = QStringLiteral("topolens %1\n").arg(topolensVersion());
    for (const ComponentVersion& c : componentVersions())
        out += c.name + u' ' + c.text() + u'\n';
    out += tr("License: %1").arg(topolensLicense()) + u'\n';
    return out;
}

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About TopoLens"));

    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto* title = new QLabel(tr("<h2>TopoLens %1</h2><p>GPU and PCIe topology of hosts and the VMs they feed.</p>")
                                 .arg(topolensVersion().toHtmlEscaped()),
        this);
    title->setWordWrap(true);

    auto* components = new QFormLayout;
    components->setLabelAlignment(Qt::AlignLeft);
    for (const ComponentVersion& c : componentVersions()) {
        auto* value = new QLabel(c.text(), this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        components->addRow(c.name + u':', value);
    }

    const QString guide = installedUserGuide();
    const QString docs = guide.isEmpty()
        ? tr("The user guide is docs/user-guide.md in the TopoLens sources; <tt>topolens --help</tt> lists "
             "the commands.")
        : tr("<a href=\"%1\">User guide</a> (%2); <tt>topolens --help</tt> lists the commands.")
              .arg(QUrl::fromLocalFile(guide).toString(QUrl::FullyEncoded).toHtmlEscaped(), guide.toHtmlEscaped());
    auto* text = new QLabel(tr("<p>Licence: %1, the GNU General Public License, version 3 or (at your option) any "
                               "later version. See <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">"
                               "gnu.org/licenses/gpl-3.0.html</a>.</p><p>%2</p>")
                                .arg(topolensLicense(), docs),
        this);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setToolTip(tr("Copy the versions above, for a bug report"));
    connect(copy, &QPushButton::clicked, this, [] { QGuiApplication::clipboard()->setText(versionReport()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* right = new QVBoxLayout;
    right->addWidget(title);
    right->addLayout(components);
    right->addWidget(text);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

} // namespace Topo::Ui
