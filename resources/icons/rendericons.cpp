// SPDX-License-Identifier: GPL-3.0-or-later
// Build-time tool: renders the application icon's SVG to one PNG per hicolor size, so the
// installed PNGs always match resources/icons/topolens.svg and nothing beyond Qt is needed.
//   rendericons ICON.svg OUTDIR SIZE...   writes OUTDIR/topolens-SIZE.png
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: rendericons ICON.svg OUTDIR SIZE...\n");
        return 2;
    }
    const QString svg = QString::fromLocal8Bit(argv[1]);
    const QDir outDir(QString::fromLocal8Bit(argv[2]));
    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "rendericons: cannot read %s\n", argv[1]);
        return 1;
    }
    if (!outDir.mkpath(QStringLiteral(".")))
        return 1;
    const QString base = QFileInfo(svg).completeBaseName();
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLocal8Bit(argv[i]).toInt(&ok);
        if (!ok || size < 8 || size > 1024) {
            std::fprintf(stderr, "rendericons: bad size %s\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString out = outDir.filePath(base + u'-' + QString::number(size) + u".png");
        if (!image.convertToFormat(QImage::Format_ARGB32).save(out)) {
            std::fprintf(stderr, "rendericons: cannot write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
