// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectionrequest.h"
#include "model/snapshot.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace Topo {
class WatchJob;
}

namespace Topo::Ui {

/// File › Watch Links: how often and how long to sample, an optional load (this machine
/// only), then the watch itself (core's WatchJob, the one `topolens watch` runs) with a line per
/// sample that says whether the links' state or counters changed since the one before. Stop
/// ends it early; what arrived is kept and shown in the window, where a GPU's details chart
/// each hop of its path over the watch.
class WatchDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WatchDialog(const CollectionRequest& request, QWidget* parent = nullptr);
    ~WatchDialog() override;

    /// Starts the watch with the fields' settings (the Start button does this).
    void start();
    /// Ends the watch early (the Stop button); what arrived is kept.
    void stop();
    /// The collection and every sample so far; no machines when nothing was reached.
    Snapshot snapshot() const;
    int samplesTaken() const;
    bool isWatching() const;

    /// The fields, for tests and for people who script the dialog.
    QSpinBox* intervalField() const { return m_interval; }
    QSpinBox* durationField() const { return m_duration; }
    QLineEdit* loadField() const { return m_load; }

Q_SIGNALS:
    void watchFinished();

protected:
    void reject() override;

private:
    void collectionFinished();
    void sampleTaken(int number, const QDateTime& at, bool underLoad, bool connected);
    void finished();
    void tick();
    void log(const QString& line);

    CollectionRequest m_request;
    QLabel* m_status;
    QSpinBox* m_interval;
    QSpinBox* m_duration;
    QLineEdit* m_load;
    QProgressBar* m_progress;
    QPlainTextEdit* m_log;
    QDialogButtonBox* m_buttons;
    QPushButton* m_start;
    QTimer* m_ticker;
    std::unique_ptr<WatchJob> m_job;
    qint64 m_startedMs = 0;
};

} // namespace Topo::Ui
