// SPDX-License-Identifier: GPL-3.0-or-later
// PixelCanvas, which draws a dense fan of GPU pair arcs on screen in place of QPainter's
// aliased cosmetic stroker, against that stroker itself: the same polylines drawn both ways
// light the same pixels (to within one, as two Bresenham walks may round a step differently),
// dashes and dots keep Qt's pattern and run on from segment to segment and across the canvas's
// edge, and nothing outside the canvas is touched.
#include "topology/pixelcanvas.h"

#include <QPainter>
#include <QPen>
#include <QRandomGenerator>
#include <QTest>

using namespace Topo::Ui;

namespace {

constexpr QRgb red = 0xffd55e00;

/// The polyline as Qt draws it: aliased, a cosmetic pen one pixel wide.
QImage drawnByQt(QSize size, const QPolygonF& points, Qt::PenStyle style)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    QPen pen(QColor::fromRgb(red), 1.0, style);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.drawPolyline(points);
    return image;
}

QImage drawnByCanvas(QSize size, const QPolygonF& points, Qt::PenStyle style)
{
    PixelCanvas canvas(size);
    canvas.drawPolyline(points, red, style);
    return canvas.image();
}

QList<QPoint> litPixels(const QImage& image)
{
    QList<QPoint> lit;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(image.pixel(x, y)) != 0)
                lit.append(QPoint(x, y));
        }
    }
    return lit;
}

/// The lit pixels of `a` with no lit pixel of `b` at or next to them.
int unmatched(const QImage& a, const QImage& b)
{
    int count = 0;
    for (const QPoint& p : litPixels(a)) {
        bool near = false;
        for (int dy = -1; dy <= 1 && !near; ++dy) {
            for (int dx = -1; dx <= 1 && !near; ++dx) {
                const QPoint q = p + QPoint(dx, dy);
                near = b.rect().contains(q) && qAlpha(b.pixel(q)) != 0;
            }
        }
        count += near ? 0 : 1;
    }
    return count;
}

/// An arc like a fan's: x grows along it, y dips and comes back, sampled at fractional points.
QPolygonF fanArc(QRandomGenerator& random, QSize size)
{
    const qreal left = random.bounded(size.width() / 2.0);
    const qreal right = left + 20 + random.bounded(size.width() - left - 20.0);
    const qreal top = 5 + random.bounded(10.0);
    const qreal depth = 10 + random.bounded(size.height() - top - 15.0);
    QPolygonF points;
    const int segments = 8 + random.bounded(40);
    for (int i = 0; i <= segments; ++i) {
        const qreal t = qreal(i) / segments;
        points.append(QPointF(left + (right - left) * t * t * (3 - 2 * t), top + 3 * depth * t * (1 - t)));
    }
    return points;
}

/// The lengths of the lit and dark runs along row `y`, from the first lit pixel.
QList<int> runsAlongRow(const QImage& image, int y)
{
    QList<int> runs;
    bool lit = true;
    int x = 0;
    while (x < image.width() && qAlpha(image.pixel(x, y)) == 0)
        ++x;
    int last = image.width() - 1;
    while (last >= 0 && qAlpha(image.pixel(last, y)) == 0)
        --last;
    int length = 0;
    for (; x <= last; ++x) {
        if ((qAlpha(image.pixel(x, y)) != 0) == lit) {
            ++length;
        } else {
            runs.append(length);
            lit = !lit;
            length = 1;
        }
    }
    if (length > 0)
        runs.append(length);
    return runs;
}

} // namespace

class TestPixelCanvas : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void solidArcsLightWhatQtLights()
    {
        QRandomGenerator random(32);
        const QSize size(400, 120);
        for (int i = 0; i < 50; ++i) {
            const QPolygonF arc = fanArc(random, size);
            const QImage qt = drawnByQt(size, arc, Qt::SolidLine);
            const QImage ours = drawnByCanvas(size, arc, Qt::SolidLine);
            const int qtLit = int(litPixels(qt).size());
            const int ourLit = int(litPixels(ours).size());
            QVERIFY2(qtLit > 20, "the arc is on the canvas");
            // Every pixel either lights has one the other lights at or next to it, and both
            // light about as many (a step's rounding moves a pixel, it does not add runs).
            QCOMPARE(unmatched(ours, qt), 0);
            QCOMPARE(unmatched(qt, ours), 0);
            QVERIFY2(std::abs(qtLit - ourLit) <= qtLit / 20 + 2, qPrintable(QStringLiteral("%1 against %2").arg(ourLit).arg(qtLit)));
        }
    }

    void theColourIsWrittenOpaqueAndNothingElse()
    {
        const QImage image = drawnByCanvas(QSize(30, 10), QPolygonF({ QPointF(2.5, 4.5), QPointF(20.5, 4.5) }), Qt::SolidLine);
        const QList<QPoint> lit = litPixels(image);
        QCOMPARE(lit.size(), 19); // x 2 to 20 on row 4, both ends included
        for (const QPoint& p : lit) {
            QCOMPARE(p.y(), 4);
            QCOMPARE(image.pixel(p), red);
        }
    }

    void dashesAndDotsKeepQtsPattern_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<QList<int>>("runs");
        QTest::newRow("dash: 4 on, 2 off") << int(Qt::DashLine) << QList<int> { 4, 2, 4, 2, 4, 2, 4, 2, 4, 2, 4 };
        QTest::newRow("dot: 1 on, 2 off") << int(Qt::DotLine) << QList<int> { 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2 };
    }

    void dashesAndDotsKeepQtsPattern()
    {
        QFETCH(int, style);
        QFETCH(QList<int>, runs);
        // Two segments along one row: the pattern runs on across the corner point.
        const QPolygonF line({ QPointF(0.5, 3.5), QPointF(17.5, 3.5), QPointF(34.5, 3.5) });
        const QSize size(40, 8);
        const QImage ours = drawnByCanvas(size, line, Qt::PenStyle(style));
        QCOMPARE(runsAlongRow(ours, 3).mid(0, runs.size()), runs);
        // Qt's own stroker draws the same pattern there.
        QCOMPARE(runsAlongRow(drawnByQt(size, line, Qt::PenStyle(style)), 3).mid(0, runs.size()), runs);
    }

    void thePatternRunsOnAcrossTheCanvasEdge()
    {
        // The same dashed line on a wide canvas and on a narrow one that starts 25 pixels in
        // (its first segment lies wholly beside it): the narrow one shows the wide one's dashes.
        const QPolygonF wide({ QPointF(0.5, 2.5), QPointF(20.5, 2.5), QPointF(60.5, 2.5) });
        QPolygonF shifted = wide;
        shifted.translate(-25, 0);
        const QImage whole = drawnByCanvas(QSize(61, 5), wide, Qt::DashLine);
        const QImage part = drawnByCanvas(QSize(36, 5), shifted, Qt::DashLine);
        for (int x = 0; x < part.width(); ++x)
            QCOMPARE(qAlpha(part.pixel(x, 2)), qAlpha(whole.pixel(x + 25, 2)));
    }

    void pointsOutsideTheCanvasAreLeftOut()
    {
        // A polyline far past every edge: only the pixels inside are written, nothing crashes.
        const QPolygonF wild({ QPointF(-1e4, -50), QPointF(5, 5), QPointF(1e4, 60), QPointF(12, -1e4) });
        const QImage image = drawnByCanvas(QSize(20, 20), wild, Qt::SolidLine);
        QVERIFY(!litPixels(image).isEmpty());
        QCOMPARE(unmatched(image, drawnByQt(QSize(20, 20), wild, Qt::SolidLine)), 0);
    }
};

QTEST_MAIN(TestPixelCanvas)
#include "tst_ui_pixelcanvas.moc"
