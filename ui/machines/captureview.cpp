// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/captureview.h"

#include "util/text.h"

#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStringDecoder>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {
QString decodeForDisplay(const QByteArray& bytes)
{
    // Shown as text with terminal escapes removed and invalid UTF-8 replaced; the snapshot
    // keeps the exact bytes. Removing escapes never changes line numbers.
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(Text::containsEscape(bytes) ? Text::stripAnsi(bytes) : bytes);
    // Escape sequences and other controls would garble the view; show them as visible marks.
    for (QChar& c : text) {
        if (c.unicode() < 0x20 && c != u'\n' && c != u'\t')
            c = QChar(0x2400 + c.unicode()); // control pictures block: ␛ for ESC
    }
    return text;
}
} // namespace

CaptureView::CaptureView(QWidget* parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_text(new RawTextView(this))
    , m_diagnostics(new QListWidget(this))
{
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_diagnostics);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(splitter, 1);
    connect(m_diagnostics, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        m_text->showLine(item->data(Qt::UserRole).toInt());
    });
    connect(m_diagnostics, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        m_text->showLine(item->data(Qt::UserRole).toInt());
    });
}

void CaptureView::setCapture(const RawCapture& capture, const QString& format, const Diagnostics& diagnostics)
{
    QString header = u"$ " + capture.command + u'\n'
        + tr("%1 \u00b7 exit status %2 \u00b7 %3 ms \u00b7 %n byte(s)", "", int(capture.stdoutData.size()))
              .arg(captureStatusName(capture.status))
              .arg(capture.exitCode)
              .arg(capture.durationMs);
    if (!format.isEmpty())
        header += u" \u00b7 " + tr("read as %1").arg(format);
    if (!capture.statusDetail.isEmpty())
        header += u'\n' + capture.statusDetail;
    if (!capture.note.isEmpty())
        header += u'\n' + tr("Note: %1").arg(capture.note);
    m_header->setText(header);
    QString text = decodeForDisplay(capture.stdoutData);
    if (!capture.stderrData.isEmpty())
        text += u"\n\u2500\u2500 " + tr("standard error") + u" \u2500\u2500\n" + decodeForDisplay(capture.stderrData);
    m_text->setPlainText(text);
    m_text->setExtraSelections({});
    m_diagnostics->clear();
    for (const Diagnostic& d : diagnostics) {
        auto* item = new QListWidgetItem(formatDiagnostic(d), m_diagnostics);
        item->setData(Qt::UserRole, d.line);
        item->setIcon(style()->standardIcon(d.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
                : d.severity == Severity::Warning                          ? QStyle::SP_MessageBoxWarning
                                                                           : QStyle::SP_MessageBoxInformation));
    }
    m_diagnostics->setVisible(!diagnostics.isEmpty());
}

void CaptureView::clear()
{
    m_header->clear();
    m_text->clear();
    m_diagnostics->clear();
}

} // namespace Topo::Ui
