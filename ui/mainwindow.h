// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshot.h"
#include "model/machine.h"

#include <QMainWindow>

namespace Topo::Ui {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a snapshot file, or the demo by the name "demo". Shows errors in the window.
    bool openSnapshot(const QString& nameOrPath);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Topo::Ui
