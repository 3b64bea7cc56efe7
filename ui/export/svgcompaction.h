// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Topo::Ui {

/// QSvgGenerator's SVG written the way a person would: the same elements with the same
/// geometry, so every renderer draws the same picture, at about a third of the size.
/// QSvgGenerator opens a group with the painter's whole state (fill, stroke, font, transform)
/// before every item, 809 groups for the demo, most of them empty or repeating the one before.
/// Here empty groups go, neighbours with the same state join, a run of groups under one
/// transform shares what it has in common in one enclosing group, and no element repeats a
/// value it inherits anyway (a text's font, a polyline's fill) or states an initial value of a
/// property that is not inherited (vector-effect="none"). Pure: bytes in, bytes out; input
/// that is not QSvgGenerator's shape (or not well-formed) comes back as it was.
QByteArray compactSvg(QByteArrayView svg);

} // namespace Topo::Ui
