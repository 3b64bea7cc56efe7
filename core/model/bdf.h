// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QString>
#include <QStringView>

#include <compare>
#include <optional>

namespace Topo {

/// A PCI address: domain:bus:device.function. Every tool prints it differently
/// (`01:00.0`, `0000:01:00.0`, nvidia-smi's `00000000:01:00.0`, NCCL's lower case); this is the
/// one normalised form the model uses.
struct Bdf
{
    int domain = 0;
    int bus = 0;
    int device = 0;
    int function = 0;

    /// Accepts [domain:]bus:device.function in hex, with a domain of any width up to 8 digits.
    static std::optional<Bdf> parse(QStringView text);
    static std::optional<Bdf> parse(QByteArrayView text);

    /// `0000:01:00.0`
    QString toString() const;
    /// `01:00.0` when the domain is 0, else the full form; how lspci prints it.
    QString toShortString() const;

    friend auto operator<=>(const Bdf&, const Bdf&) = default;
    friend bool operator==(const Bdf&, const Bdf&) = default;
};

inline size_t qHash(const Bdf& bdf, size_t seed = 0)
{
    return qHashMulti(seed, bdf.domain, bdf.bus, bdf.device, bdf.function);
}

} // namespace Topo
