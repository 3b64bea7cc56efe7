// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

namespace Topo::Ui {

struct MainWindow::Private
{
    Snapshot snapshot;
};

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>())
{
}

MainWindow::~MainWindow() = default;

bool MainWindow::openSnapshot(const QString& nameOrPath)
{
    auto result = Topo::openSnapshot(nameOrPath);
    d->snapshot = result.value;
    return !result.hasErrors();
}

} // namespace Topo::Ui
