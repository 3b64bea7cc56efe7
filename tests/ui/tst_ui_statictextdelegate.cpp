// SPDX-License-Identifier: GPL-3.0-or-later
// StaticTextDelegate (the peers table's cells, their text shaped once) against the style's own
// item drawing: the same table drawn with each delegate is the same picture, cell for cell:
// short and elided text, left and right alignment, a foreground and a background from the
// model, a selected row, a narrow column, and the same cell drawn again from the cache.
#include "topology/statictextdelegate.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>

using namespace Topo::Ui;

namespace {

QStandardItemModel* peersLikeModel(QObject* parent)
{
    auto* model = new QStandardItemModel(0, 4, parent);
    for (int row = 0; row < 12; ++row) {
        QList<QStandardItem*> cells;
        cells << new QStandardItem(QStringLiteral("GPU%1").arg(row));
        auto* linkClass = new QStandardItem(row % 3 == 0 ? QStringLiteral("NODE") : QStringLiteral("SYS"));
        linkClass->setBackground(row % 3 == 0 ? QColor(0xCC, 0x79, 0xA7) : QColor(0xD5, 0x5E, 0x00));
        linkClass->setTextAlignment(Qt::AlignCenter);
        cells << linkClass;
        auto* p2p = new QStandardItem(row % 2 ? QStringLiteral("NS") : QStringLiteral("\u2014"));
        if (row % 2)
            p2p->setForeground(QColor(0xB0, 0x30, 0x30));
        p2p->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        cells << p2p;
        cells << new QStandardItem(row % 4 == 1 ? QStringLiteral("different root complexes, through the CPU interconnect between the sockets")
                                                : QStringLiteral("same PCIe switch"));
        model->appendRow(cells);
    }
    return model;
}

QImage drawn(QAbstractItemDelegate* delegate)
{
    QTableView view;
    view.setModel(peersLikeModel(&view));
    view.setItemDelegate(delegate);
    delegate->setParent(&view);
    view.setWordWrap(false);
    view.setTextElideMode(Qt::ElideRight);
    view.verticalHeader()->hide();
    view.setColumnWidth(0, 70);
    view.setColumnWidth(1, 60);
    view.setColumnWidth(2, 24); // narrower than its text
    view.setColumnWidth(3, 180);
    view.resize(400, 300);
    view.selectRow(4);
    view.show();
    // Twice: the second picture comes from the shaped text kept by the first.
    view.grab();
    return view.grab().toImage();
}

} // namespace

class TestStaticTextDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void drawsWhatTheStyleDraws()
    {
        const QImage styled = drawn(new QStyledItemDelegate);
        const QImage cached = drawn(new StaticTextDelegate);
        QCOMPARE(cached.size(), styled.size());
        int differing = 0;
        for (int y = 0; y < styled.height(); ++y) {
            for (int x = 0; x < styled.width(); ++x)
                differing += styled.pixel(x, y) != cached.pixel(x, y) ? 1 : 0;
        }
        if (differing != 0) {
            styled.save(QStringLiteral("statictextdelegate-styled.png"));
            cached.save(QStringLiteral("statictextdelegate-cached.png"));
        }
        QCOMPARE(differing, 0);
    }
};

QTEST_MAIN(TestStaticTextDelegate)
#include "tst_ui_statictextdelegate.moc"
