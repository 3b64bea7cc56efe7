// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled header of ui/, the program and the benchmarks: core's, and Qt's widgets.
#pragma once

#include "core.h"

#include <QAbstractTableModel>
#include <QAction>
#include <QColor>
#include <QDialog>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWidget>
