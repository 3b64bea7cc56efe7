// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/watchdialog.h"

#include "collect/collectdialog.h"
#include "collect/watchjob.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {

/// Which of a sample's commands read something other than the sample before did (their ids).
QStringList changedSince(const QList<RawCapture>& before, const QList<RawCapture>& now)
{
    QStringList changed;
    for (const RawCapture& capture : now) {
        const auto previous = std::find_if(before.cbegin(), before.cend(), [&](const RawCapture& c) { return c.id == capture.id; });
        if (previous == before.cend() || previous->stdoutData != capture.stdoutData)
            changed << capture.id;
    }
    return changed;
}

} // namespace

WatchDialog::WatchDialog(const CollectionRequest& request, QWidget* parent)
    : QDialog(parent)
    , m_request(request)
    , m_status(new QLabel(this))
    , m_interval(new QSpinBox(this))
    , m_duration(new QSpinBox(this))
    , m_load(new QLineEdit(this))
    , m_progress(new QProgressBar(this))
    , m_log(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_ticker(new QTimer(this))
{
    setWindowTitle(tr("Watch Links"));
    resize(620, 440);
    const QSettings settings;
    m_interval->setRange(1, 3600);
    m_interval->setSuffix(tr(" s"));
    m_interval->setValue(settings.value(QStringLiteral("watch/intervalSeconds"), 5).toInt());
    m_interval->setToolTip(tr("A sample reads the links' state and AER counters and the kernel log's PCIe lines: "
                              "about 1% of one core at 5 s"));
    m_duration->setRange(1, 7 * 24 * 60);
    m_duration->setSuffix(tr(" min"));
    m_duration->setValue(settings.value(QStringLiteral("watch/durationMinutes"), 10).toInt());
    m_load->setPlaceholderText(tr("e.g. nvbandwidth -t device_to_device_memcpy_read_ce"));
    if (request.local) {
        m_load->setText(settings.value(QStringLiteral("watch/load")).toString());
        m_load->setToolTip(tr("Started after the first sample, which is taken idle, and ended with the watch; the samples "
                              "taken while it runs are marked"));
    } else {
        // No text of the user's goes to a remote shell: the load runs here, or is started by hand there.
        m_load->setEnabled(false);
        m_load->setPlaceholderText(tr("only when watching this machine: start the load on %1 yourself").arg(request.host.host));
    }
    m_interval->setAccessibleName(tr("Sample every"));
    m_duration->setAccessibleName(tr("Watch for"));
    m_load->setAccessibleName(tr("Load command"));

    auto* form = new QFormLayout;
    form->addRow(tr("Sample &every:"), m_interval);
    form->addRow(tr("Watch &for:"), m_duration);
    form->addRow(tr("While a &load runs:"), m_load);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setText(request.local ? tr("Watch this machine's PCIe links: the collection once, then a sample every interval.")
                                    : tr("Watch the PCIe links of %1: the collection once, then a sample every interval.")
                                          .arg(request.host.host));
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("%v of %m s"));
    m_progress->setValue(0);
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setPlaceholderText(tr("One line a sample: its time, and what changed since the one before"));
    m_start = m_buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (!m_job)
            start();
        else
            accept(); // "Show": the watch ended
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &WatchDialog::reject);
    connect(m_ticker, &QTimer::timeout, this, &WatchDialog::tick);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_log, 1);
    layout->addWidget(m_buttons);
}

WatchDialog::~WatchDialog() = default;

void WatchDialog::start()
{
    if (m_job)
        return;
    QSettings settings;
    settings.setValue(QStringLiteral("watch/intervalSeconds"), m_interval->value());
    settings.setValue(QStringLiteral("watch/durationMinutes"), m_duration->value());
    if (m_request.local)
        settings.setValue(QStringLiteral("watch/load"), m_load->text());

    WatchSettings watch;
    watch.intervalMs = qint64(m_interval->value()) * 1000;
    watch.durationMs = qint64(m_duration->value()) * 60 * 1000;
    watch.load = m_request.local ? m_load->text().trimmed() : QString();
    m_job = std::make_unique<WatchJob>(collectionTargets(m_request), watch, CollectDialog::questionsAskedBy(this));
    connect(m_job.get(), &WatchJob::collectionFinished, this, &WatchDialog::collectionFinished);
    connect(m_job.get(), &WatchJob::sampleTaken, this, &WatchDialog::sampleTaken);
    connect(m_job.get(), &WatchJob::loadFailed, this, [this](const QString& error) { log(error); });
    connect(m_job.get(), &WatchJob::finished, this, &WatchDialog::finished);
    for (QWidget* field : { static_cast<QWidget*>(m_interval), static_cast<QWidget*>(m_duration), static_cast<QWidget*>(m_load) })
        field->setEnabled(false);
    m_start->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("S&top"));
    m_progress->setRange(0, int(watch.durationMs / 1000));
    m_status->setText(tr("Collecting from %n machine(s)\u2026", "", m_job->machineCount()));
    m_job->start();
}

void WatchDialog::collectionFinished()
{
    for (int i = 0; i < m_job->machineCount(); ++i) {
        const CollectResult result = m_job->collectionResult(i);
        if (!result.connected)
            log(tr("%1: %2").arg(m_job->target(i).label, result.error));
    }
    if (!m_job->anyConnected())
        return; // finished() follows
    log(tr("collection done; sampling every %n s", "", m_interval->value()));
    m_status->setText(tr("Watching. Stop ends the watch early; what arrived is kept."));
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_ticker->start(1000);
}

void WatchDialog::sampleTaken(int number, const QDateTime& at, bool underLoad, bool connected)
{
    QString line = tr("sample %1 at %2 UTC").arg(number).arg(at.toString(QStringLiteral("HH:mm:ss")));
    if (underLoad)
        line += tr(" (under load)");
    if (!connected) {
        log(line + tr(": could not connect"));
        return;
    }
    QStringList notes;
    for (const MachineSnapshot& machine : m_job->snapshot().machines) {
        const QList<WatchSample>& samples = machine.samples;
        if (samples.size() < 2)
            continue;
        const QStringList changed = changedSince(samples[samples.size() - 2].captures, samples.last().captures);
        if (!changed.isEmpty())
            notes << tr("%1: %2 changed").arg(machine.label, changed.join(QStringLiteral(", ")));
    }
    if (number == 1)
        log(line + tr(": the first, what the others are compared with"));
    else
        log(line + u": " + (notes.isEmpty() ? tr("no change") : notes.join(QStringLiteral("; "))));
}

void WatchDialog::tick()
{
    const qint64 seconds = (QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000;
    m_progress->setValue(int(std::min<qint64>(seconds, m_progress->maximum())));
}

void WatchDialog::finished()
{
    m_ticker->stop();
    const int taken = m_job->samplesTaken();
    if (!m_job->anyConnected()) {
        m_status->setText(tr("Nothing could be collected; see above."));
        m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    } else {
        m_progress->setValue(m_job->isStopping() ? m_progress->value() : m_progress->maximum());
        m_status->setText(tr("The watch ended with %n sample(s). Show puts it in the window; click a GPU to chart its path's "
                             "links.", "", taken));
        m_start->setText(tr("&Show"));
        m_start->setEnabled(true);
        m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    }
    Q_EMIT watchFinished();
}

void WatchDialog::stop()
{
    if (!m_job || m_job->isFinished())
        return;
    m_status->setText(tr("Stopping\u2026"));
    m_job->stop();
}

void WatchDialog::reject()
{
    if (isWatching()) {
        stop(); // what arrived is kept and shown
        return;
    }
    QDialog::reject();
}

void WatchDialog::log(const QString& line)
{
    m_log->appendPlainText(line);
}

Snapshot WatchDialog::snapshot() const
{
    return m_job && m_job->anyConnected() ? m_job->snapshot() : Snapshot();
}

int WatchDialog::samplesTaken() const
{
    return m_job ? m_job->samplesTaken() : 0;
}

bool WatchDialog::isWatching() const
{
    return m_job && !m_job->isFinished();
}

} // namespace Topo::Ui
