// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/collectdialog.h"

#include "collect/collectionjob.h"
#include "collect/hostkey.h"
#include "collect/secret.h"
#include "widgets/inerttooltip.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {
template<class Result, class Function>
Result onGuiThread(QObject* context, Function function)
{
    // The question comes from a collecting thread; the answer must come from the user.
    Result result {};
    QMetaObject::invokeMethod(context, [&] { result = function(); }, Qt::BlockingQueuedConnection);
    return result;
}
} // namespace

CollectionQuestions CollectDialog::questionsAskedBy(QWidget* parent)
{
    CollectionQuestions questions;
    questions.hostKey = [parent](const CollectionTarget&, const HostKeyInfo& key) {
        return onGuiThread<HostKeyDecision>(parent, [parent, key] { return askHostKey(parent, key); });
    };
    questions.secret = [parent](const CollectionTarget&, const AuthPrompt& prompt, Secret* answer) {
        return onGuiThread<bool>(parent, [parent, prompt, answer] { return askSecret(parent, prompt, answer); });
    };
    return questions;
}

HostKeyDecision CollectDialog::askHostKey(QWidget* parent, const HostKeyInfo& key)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Unknown Host Key"));
    box.setTextFormat(Qt::PlainText); // the host name comes from the user, the key from the network
    box.setText(tr("The authenticity of host %1 can't be established.").arg(key.host));
    box.setInformativeText(tr("%1 key fingerprint is\n%2\n\nCompare it with the server's own (ssh-keygen -lf %3) before "
                              "you trust it.")
                               .arg(key.keyTypeName(), key.fingerprint, key.serverKeyFile()));
    QPushButton* once = box.addButton(tr("Connect Once"), QMessageBox::AcceptRole);
    QPushButton* save = box.addButton(tr("Trust and Save"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == save)
        return HostKeyDecision::AcceptAndSave;
    if (box.clickedButton() == once)
        return HostKeyDecision::AcceptOnce;
    return HostKeyDecision::Reject;
}

bool CollectDialog::askSecret(QWidget* parent, const AuthPrompt& prompt, Secret* answer)
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(prompt.target);
    dialog.setLabelText(prompt.instruction.isEmpty() ? prompt.text : prompt.instruction + u'\n' + prompt.text);
    dialog.setTextEchoMode(prompt.echo ? QLineEdit::Normal : QLineEdit::Password);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QByteArray bytes = dialog.textValue().toUtf8();
    answer->assign(bytes.constData(), size_t(bytes.size()));
    wipeMemory(bytes.data(), size_t(bytes.size()));
    dialog.setTextValue(QString());
    return true;
}

CollectDialog::CollectDialog(const CollectionRequest& request, QWidget* parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Collecting"));
    resize(640, 520);
    m_tree->setHeaderLabels({ tr("Command"), tr("Result") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CollectDialog::reject);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_buttons);

    m_job = std::make_unique<CollectionJob>(collectionTargets(request), questionsAskedBy(this));
    for (int i = 0; i < m_job->machineCount(); ++i) {
        const CollectionTarget& target = m_job->target(i);
        auto* item = new QTreeWidgetItem(m_tree, { machineRoleTitle(target.role) + u": " + target.label, tr("waiting") });
        item->setExpanded(true);
        m_machineItems.append(item);
        m_commandItems.append(QList<QTreeWidgetItem*>());
    }
    connect(m_job.get(), &CollectionJob::connecting, this,
        [this](int machine, const QString& address) { m_machineItems[machine]->setText(1, tr("connecting to %1\u2026").arg(address)); });
    connect(m_job.get(), &CollectionJob::connected, this,
        [this](int machine, const QString& address) { m_machineItems[machine]->setText(1, tr("connected to %1").arg(address)); });
    connect(m_job.get(), &CollectionJob::commandStarted, this, [this](int machine, int index, const QString& id) {
        QTreeWidgetItem* item = commandItem(machine, index);
        item->setText(0, id);
        item->setText(1, tr("running\u2026"));
        m_tree->scrollToItem(item);
    });
    connect(m_job.get(), &CollectionJob::commandFinished, this, &CollectDialog::showCommandFinished);
    connect(m_job.get(), &CollectionJob::machineFinished, this, &CollectDialog::machineFinished);
    connect(m_job.get(), &CollectionJob::finished, this, &CollectDialog::allFinished);
}

CollectDialog::~CollectDialog()
{
    m_job->cancel();
}

QTreeWidgetItem* CollectDialog::commandItem(int machine, int index)
{
    QList<QTreeWidgetItem*>& items = m_commandItems[machine];
    while (items.size() <= index)
        items.append(new QTreeWidgetItem(m_machineItems[machine], { QString(), QString() }));
    return items[index];
}

void CollectDialog::showCommandFinished(int machine, int index, const RawCapture& capture)
{
    QTreeWidgetItem* item = commandItem(machine, index);
    item->setText(0, capture.id);
    item->setToolTip(0, inertToolTip(capture.command));
    const QString detail = capture.statusDetail.isEmpty() ? QString() : u" \u2014 " + capture.statusDetail;
    item->setText(1, captureStatusName(capture.status) + tr(", %1 ms").arg(capture.durationMs) + detail);
    item->setIcon(0, style()->standardIcon(capture.status == CaptureStatus::Ok ? QStyle::SP_DialogApplyButton
                : capture.status == CaptureStatus::ToolMissing                  ? QStyle::SP_MessageBoxInformation
                                                                                : QStyle::SP_MessageBoxWarning));
    m_progress->setValue(++m_commandsDone);
}

void CollectDialog::machineFinished(int machine)
{
    const CollectResult r = m_job->result(machine);
    m_machineItems[machine]->setText(1, r.error.isEmpty() ? tr("done") : r.error);
    m_machineItems[machine]->setToolTip(1, inertToolTip(r.error));
}

void CollectDialog::start()
{
    m_progress->setRange(0, m_job->commandCount());
    m_status->setText(tr("Collecting from %n machine(s)\u2026", "", m_job->machineCount()));
    m_job->start();
}

void CollectDialog::allFinished()
{
    m_progress->setValue(m_job->commandCount());
    m_status->setText(succeeded() ? tr("Collected. Every raw output is kept in the snapshot.")
                                  : tr("Some of it could not be collected; what arrived is kept. See the remarks."));
    m_buttons->setStandardButtons(QDialogButtonBox::Ok);
    Q_EMIT collectionFinished();
}

void CollectDialog::reject()
{
    if (!m_job->isFinished() && !m_cancelled) {
        // First Cancel stops the collection; what arrived is kept and shown.
        m_cancelled = true;
        m_status->setText(tr("Cancelling\u2026"));
        m_job->cancel();
        return;
    }
    QDialog::reject();
}

Snapshot CollectDialog::snapshot() const
{
    return m_job->snapshot();
}

bool CollectDialog::succeeded() const
{
    for (int i = 0; i < m_job->machineCount(); ++i) {
        if (!m_job->result(i).connected)
            return false;
    }
    return m_job->machineCount() > 0;
}

} // namespace Topo::Ui
