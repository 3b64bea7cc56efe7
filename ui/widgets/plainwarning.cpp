// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plainwarning.h"

#include <QMessageBox>

namespace Topo::Ui {

void warnPlainly(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace Topo::Ui
