// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"
#include "model/diagnostic.h"

#include <QPlainTextEdit>
#include <QWidget>

class QLabel;
class QListWidget;

namespace Topo::Ui {

/// A read-only text view with line numbers, so the line numbers of diagnostics mean something.
class RawTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit RawTextView(QWidget* parent = nullptr);
    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent* event);
    /// Scrolls to a 1-based line and marks it.
    void showLine(int line);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* m_lineNumbers;
};

/// One raw capture exactly as collected: the command, how it ended, stdout (and stderr), and the
/// parser's remarks; clicking a remark shows its line.
class CaptureView : public QWidget
{
    Q_OBJECT
public:
    explicit CaptureView(QWidget* parent = nullptr);
    void setCapture(const RawCapture& capture, const QString& format, const Diagnostics& diagnostics);
    void clear();
    RawTextView* textView() const { return m_text; }

private:
    QLabel* m_header;
    RawTextView* m_text;
    QListWidget* m_diagnostics;
};

} // namespace Topo::Ui
