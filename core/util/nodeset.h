// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>
#include <QStringList>
#include <QStringView>

/// Node names folded and expanded the way ClusterShell's `nodeset` does, so a fleet report's
/// node sets read like the ones its users type ("gpu[001-487,489-512]"). Folding is checked
/// against the real `nodeset -f` by tests/fleet/tst_cli_nodesetpeer.cpp.
namespace Topo::Nodeset {

/// Natural order: digit runs compare by value ("gpu2" before "gpu10"), then by length ("gpu1"
/// before "gpu01"), everything else by code point.
bool naturalLess(QStringView a, QStringView b);

/// Folds names into ClusterShell's notation: names that differ only in their last digit run
/// share a pattern ("gpu%s.lab"), patterns are listed in code point order and joined with
/// commas, a pattern's numbers are ordered by length, then value, and consecutive numbers of
/// one width become a range ("gpu[001-003,010]"). Padding is kept as written. Duplicates are
/// dropped. Limit: names with several digit runs fold on the last one only, where ClusterShell
/// folds every dimension ("a[1-2]b[1-2]").
QString fold(const QStringList& names);

/// Expands a folded set ("gpu[001-003,010],n[1-2]", bracket groups in several places,
/// ranges padded as their lower bound is written) into names, in the order written. Fails,
/// naming the position, on unbalanced brackets, an empty or reversed range, or more than
/// `limit` names.
Result<QStringList> expand(QStringView nodeset, int limit = 1000000);

} // namespace Topo::Nodeset
