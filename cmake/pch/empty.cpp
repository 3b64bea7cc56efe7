// SPDX-License-Identifier: GPL-3.0-or-later
// The one source of a precompiled header's host target (cmake/PrecompiledHeaders.cmake).
