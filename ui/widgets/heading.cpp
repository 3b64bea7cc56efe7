// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/heading.h"

#include <QLabel>

namespace Topo::Ui {

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace Topo::Ui
