// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plainwarning.h"

#include <QMessageBox>

namespace Topo::Ui {

void warnPlainly(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace Topo::Ui
