// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"
#include "machines/rawtextview.h"
#include "model/diagnostic.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace Topo::Ui {

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
