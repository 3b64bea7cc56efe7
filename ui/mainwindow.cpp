// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
namespace Topo::Ui {
MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {}
}
