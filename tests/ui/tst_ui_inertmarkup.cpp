// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a snapshot never reaches Qt's rich-text engine as markup. Qt renders a tooltip, and
// a label left at Qt::AutoText, as rich text when its first line looks like a tag, and rich
// text loads the files its <img> tags name: a remote device called <img src="/dev/zero"> would
// have the window read from it until memory ran out. The demo is opened with an <img> tag in
// every kind of remote text that reaches the window (the machine's label, the title and note, a
// NIC's lspci name, GPU names from nvidia-smi's XML, a capture's command), a GPU is selected so
// that the details fill in, and every tooltip and label of the window (widgets, actions, every
// cell and header of every item view, every item of every drawing) is read back: wherever the tag
// arrived, Qt must take the text as plain, or find it escaped.
#include "io/snapshotfile.h"
#include "topology/topologyview.h"
#include "widgets/plainwarning.h"
#include "window/mainwindow.h"
#include "testutil.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDirIterator>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QTextEdit>

using namespace Topo;
using namespace Topo::Ui;

namespace {

const QString probe = QStringLiteral("<img src=\"topolens-probe.png\">");
const QByteArray probeXml = "&lt;img src=&quot;topolens-probe.png&quot;&gt;";

Snapshot probedDemo()
{
    Snapshot s = openSnapshot(QStringLiteral("demo")).value;
    s.title = probe + u" demo";
    s.note = probe + u" a note";
    MachineSnapshot& host = s.machines[0];
    host.label = probe + u" pve";
    for (RawCapture& c : host.captures) {
        if (c.id == u"nvidia-xml")
            c.stdoutData.replace("<product_name>NVIDIA RTX PRO 6000 Blackwell Server Edition</product_name>",
                QByteArray("<product_name>" + probeXml + " RTX</product_name>"));
        else if (c.id == u"lspci-verbose")
            c.stdoutData.replace("[ConnectX-6 Lx]", QByteArray("[" + probe.toUtf8() + "]"));
        else if (c.id == u"identity")
            c.command = probe + u" " + c.command;
    }
    return s;
}

struct Seen
{
    QString where;
    QString text;
    bool markup = false; // what Qt would render as rich text
};

void collectModel(const QAbstractItemModel* model, const QModelIndex& parent, const QString& where, QList<Seen>& seen)
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const QModelIndex index = model->index(row, column, parent);
            const QString tip = index.data(Qt::ToolTipRole).toString();
            seen.append({ where + QStringLiteral(" cell %1,%2 tooltip").arg(row).arg(column), tip, Qt::mightBeRichText(tip) });
            if (column == 0 && model->hasChildren(index))
                collectModel(model, index, where, seen);
        }
    }
}

/// Every tooltip and label text of the window, with whether Qt would take it for markup.
QList<Seen> everyText(MainWindow& window)
{
    QList<Seen> seen;
    for (QWidget* widget : window.findChildren<QWidget*>()) {
        const QString name = QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->objectName();
        seen.append({ name + u" tooltip", widget->toolTip(), Qt::mightBeRichText(widget->toolTip()) });
        if (const auto* label = qobject_cast<QLabel*>(widget)) {
            const bool rich = label->textFormat() == Qt::RichText
                || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
            seen.append({ name + u" text", label->text(), rich });
        }
        if (const auto* view = qobject_cast<QAbstractItemView*>(widget); view && view->model()) {
            collectModel(view->model(), {}, name, seen);
            for (int section = 0; section < view->model()->columnCount(); ++section) {
                const QString tip = view->model()->headerData(section, Qt::Horizontal, Qt::ToolTipRole).toString();
                seen.append({ name + u" header tooltip", tip, Qt::mightBeRichText(tip) });
            }
        }
        if (const auto* edit = qobject_cast<QTextEdit*>(widget)) {
            // A rich-text view (the details, a finding): the probe must read as text there, so
            // its plain text holds the tag itself; an image element would leave no tag behind.
            const QString html = edit->document()->toHtml();
            if (html.contains(u"topolens-probe"))
                seen.append({ name + u" document", html, !edit->document()->toPlainText().contains(probe) });
        }
        if (const auto* view = qobject_cast<QGraphicsView*>(widget); view && view->scene()) {
            for (const QGraphicsItem* item : view->scene()->items())
                seen.append({ name + u" item tooltip", item->toolTip(), Qt::mightBeRichText(item->toolTip()) });
        }
    }
    for (const QAction* action : window.findChildren<QAction*>())
        seen.append({ u"action " + action->text(), action->toolTip(), Qt::mightBeRichText(action->toolTip()) });
    return seen;
}

} // namespace

class TestUiInertMarkup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void remoteTextIsNeverMarkup()
    {
        MainWindow window;
        window.resize(1500, 900);
        window.show();
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        window.showSnapshot(probedDemo(), QStringLiteral("probed demo"));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        // GPU0's details: its peers' names and paths. GPU0 of the host carries a probed name.
        Q_EMIT window.topologyView(MachineRole::Host)->gpuSelected(0);
        QCoreApplication::processEvents();

        int reached = 0;
        int documents = 0;
        for (const Seen& s : everyText(window)) {
            if (!s.text.contains(u"topolens-probe"))
                continue;
            ++reached;
            documents += s.where.endsWith(u" document");
            QVERIFY2(!(s.markup && (s.text.contains(probe) || s.where.endsWith(u" document"))),
                qPrintable(QStringLiteral("%1 would render the remote tag as markup: %2").arg(s.where, s.text.left(200))));
        }
        // The probe went where remote text goes: the tree of machines, the drawing's boxes, the
        // details, the banner, the captures list.
        qInfo("the probe reached %d texts, %d of them rich-text documents", reached, documents);
        QVERIFY2(reached >= 10, qPrintable(QStringLiteral("the probe reached only %1 texts").arg(reached)));
        QVERIFY2(documents >= 1, "the probe reached no rich-text view (the GPU's details name it)");
    }

    // A warning quotes file names, parsers' excerpts and remote errors: it is shown as written.
    void warningsAreNeverMarkup()
    {
        QWidget parent;
        warnPlainly(&parent, QStringLiteral("Open Snapshot"), probe + u" cannot be read");
        auto* box = parent.findChild<QMessageBox*>();
        QVERIFY(box);
        QString shownText = box->text();
        Qt::TextFormat shownFormat = box->textFormat();
        box->accept();
        QCOMPARE(shownText, probe + u" cannot be read");
        QCOMPARE(shownFormat, Qt::PlainText);
        // Qt's own static warnings would take the text for markup: none is left in ui/.
        QDirIterator sources(QStringLiteral(TOPOLENS_SOURCE_DIR "/ui"), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
            QDirIterator::Subdirectories);
        int read = 0;
        while (sources.hasNext()) {
            QFile file(sources.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            ++read;
            for (const char* call : { "QMessageBox::warning(", "QMessageBox::critical(" })
                QVERIFY2(!text.contains(call), qPrintable(file.fileName() + u" calls " + QLatin1String(call) + u" (use warnPlainly)"));
        }
        QVERIFY(read > 100);
    }
};

QTEST_MAIN(TestUiInertMarkup)
#include "tst_ui_inertmarkup.moc"
