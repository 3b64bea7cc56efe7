// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/aer.h"
#include "model/bdf.h"
#include "model/pci.h"
#include "model/snapshot.h"

#include <QDateTime>
#include <QList>

/// A watch's samples (`topolens watch`, MachineSnapshot::samples) read as one time series per
/// PCIe function: its link as trained and as capable, and its AER counters, sample by sample.
namespace Topo {

struct LinkSample
{
    int sample = 0; // index into MachineSnapshot::samples
    QDateTime at;
    bool underLoad = false;
    PcieLink link;
    AerStatistics aer;
    /// The lines of the sample's capture each attribute was read from ("current_link_width",
    /// "aer_dev_nonfatal" (its total), "aer_rootport_total_err_cor", …), for evidence.
    QList<std::pair<QByteArrayView, SourceLine>> lines;

    int lineOf(QByteArrayView attribute) const;
};

struct LinkSeries
{
    Bdf device;
    QList<LinkSample> samples; // in time order; only samples that read the function
};

/// One series per function any sample's sysfs-pci capture (or prometheus-pcidevice capture, a
/// watch read from Prometheus) has a link or AER counters for, in first-seen order. Samples whose capture failed or is missing are skipped.
QList<LinkSeries> watchSeries(const MachineSnapshot& machine);

/// The id a sample's capture is found by in findings' evidence: "sysfs-pci@3" for sample 3.
QString sampleCaptureId(const QString& captureId, int sample);

} // namespace Topo
