// SPDX-License-Identifier: GPL-3.0-or-later
// strokeClippedDashed, which draws only the part of a huge cluster border inside the view: the
// view painted in strips (as a scroll repaints the part it exposes) gives the very pixels of one
// paint of the whole view, so the dashes keep their phase across strips; the lit pixels of a
// side are those of the same side drawn whole by Qt; nothing outside the clip is touched; a
// solid pen stays solid.
#include "topology/visibleruns.h"

#include <QImage>
#include <QPainter>
#include <QPen>
#include <QTest>

using namespace Topo::Ui;

namespace {

constexpr QSize viewSize(600, 200);

/// A rounded rectangle far wider than the view, as a cluster of a 256-GPU host at a readable
/// zoom, under a transform that scrolls it: its top and bottom sides cross the whole view.
QPolygonF hugeBorder()
{
    QPainterPath path;
    path.addRoundedRect(QRectF(-20000.25, 20.5, 60000, 150), 6, 6);
    return path.toFillPolygon();
}

QPen borderPen(Qt::PenStyle style)
{
    QPen pen(QColor(0x3b, 0x5b, 0x8c), 1.0, style);
    pen.setCosmetic(true);
    return pen;
}

/// Whether every strokeClippedDashed left the painter's antialiasing as it found it, and a
/// solid pen solid (QPen::setDashOffset makes any pen a custom dash).
bool statesKept = true;

/// The view painted through `clips` (view coordinates), one strokeClippedDashed each.
QImage painted(const QList<QRect>& clips, Qt::PenStyle style)
{
    QImage image(viewSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const QTransform scroll = QTransform::fromTranslate(-13000.4, 0);
    for (const QRect& clip : clips) {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setClipRect(clip);
        painter.setWorldTransform(scroll);
        painter.setPen(borderPen(style));
        strokeClippedDashed(&painter, hugeBorder(), scroll.inverted().mapRect(QRectF(clip).adjusted(-3, -3, 3, 3)));
        statesKept = statesKept && painter.testRenderHint(QPainter::Antialiasing)
            && (painter.pen().style() == Qt::SolidLine) == (style == Qt::SolidLine);
    }
    return image;
}

int differingPixels(const QImage& a, const QImage& b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    }
    return n;
}

int litPixels(const QImage& image, int row)
{
    int n = 0;
    for (int x = 0; x < image.width(); ++x)
        n += image.pixel(x, row) != qRgb(255, 255, 255);
    return n;
}

} // namespace

class TestUiClippedStroke : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stripsPaintWhatOnePaintDoes_data()
    {
        QTest::addColumn<int>("style");
        QTest::newRow("dashed") << int(Qt::DashLine);
        QTest::newRow("dotted") << int(Qt::DotLine);
        QTest::newRow("solid") << int(Qt::SolidLine);
    }
    void stripsPaintWhatOnePaintDoes()
    {
        QFETCH(int, style);
        const auto penStyle = Qt::PenStyle(style);
        const QImage whole = painted({ QRect(QPoint(0, 0), viewSize) }, penStyle);
        // Strips at odd offsets, as a scroll exposes them: the dash phase runs on across them.
        const QImage strips = painted({ QRect(0, 0, 137, 200), QRect(137, 0, 211, 200), QRect(348, 0, 252, 200) }, penStyle);
        QCOMPARE(differingPixels(whole, strips), 0);
        QVERIFY(statesKept);
        // The top side is there, across the view: solid lights every pixel, a dash two in three.
        const int lit = litPixels(whole, 20);
        if (penStyle == Qt::SolidLine)
            QCOMPARE(lit, viewSize.width());
        else
            QVERIFY2(lit > viewSize.width() / 4 && lit < viewSize.width(), qPrintable(QString::number(lit)));
    }

    void sidesLightWhatQtLights()
    {
        // A level side drawn aliased, as strokeClippedDashed draws it, lights the row Qt's own
        // aliased line through the same points lights.
        const QImage ours = painted({ QRect(QPoint(0, 0), viewSize) }, Qt::SolidLine);
        QImage qts(viewSize, QImage::Format_ARGB32_Premultiplied);
        qts.fill(Qt::white);
        {
            QPainter painter(&qts);
            painter.setWorldTransform(QTransform::fromTranslate(-13000.4, 0));
            painter.setPen(borderPen(Qt::SolidLine));
            painter.drawLine(QPointF(12000, 20.5), QPointF(14000, 20.5));
        }
        for (int y = 0; y < 40; ++y)
            QCOMPARE(litPixels(ours, y) > 0, litPixels(qts, y) > 0);
    }

    void nothingOutsideTheClip()
    {
        const QImage image = painted({ QRect(100, 0, 50, 200) }, Qt::DashLine);
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (x < 100 || x >= 150)
                    QCOMPARE(image.pixel(x, y), qRgb(255, 255, 255));
            }
        }
        QVERIFY(litPixels(image, 20) > 0);
    }
};

QTEST_MAIN(TestUiClippedStroke)
#include "tst_ui_clippedstroke.moc"
