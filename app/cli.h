#pragma once
#include <QStringList>
namespace Topo::Cli { int run(const QStringList& arguments); }
