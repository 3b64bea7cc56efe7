// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

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

} // namespace Topo::Ui
