// SPDX-License-Identifier: GPL-3.0-or-later
#include "findings/findingspanel.h"

#include "widgets/heading.h"
#include "widgets/inerttooltip.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {

enum ItemData { RoleRow = Qt::UserRole, RoleMachineRole, RoleCaptureId, RoleLine };

constexpr auto gpuScheme = u"gpu";

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QIcon severityIcon(FindingSeverity severity, const QStyle* style)
{
    switch (severity) {
    case FindingSeverity::Problem:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case FindingSeverity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case FindingSeverity::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

} // namespace

FindingsPanel::FindingsPanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_details(new QTextBrowser(this))
    , m_evidence(new QTreeWidget(this))
{
    m_list->setObjectName(QStringLiteral("findingsList"));
    m_list->setHeaderLabels({ tr("Finding"), tr("Machine") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    // The title says what is wrong: it gets the room; the machine column keeps a readable
    // width and elides (its full name is in the tooltip and the details).
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_list->header()->resizeSection(1, 190);

    m_details->setObjectName(QStringLiteral("findingDetails"));
    m_details->setOpenLinks(false);

    m_evidence->setObjectName(QStringLiteral("findingEvidence"));
    m_evidence->setHeaderLabels({ tr("Where"), tr("Raw line") });
    m_evidence->setRootIsDecorated(false);
    m_evidence->setUniformRowHeights(true);
    m_evidence->setToolTip(tr("Double-click or press Enter to show the line in its capture"));
    m_evidence->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_evidence->setFont(mono);

    auto* detailsColumn = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(detailsColumn);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_details, 3);
    detailsLayout->addWidget(heading(tr("Evidence"), detailsColumn));
    detailsLayout->addWidget(m_evidence, 2);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    m_splitter = splitter;
    splitter->addWidget(m_list);
    splitter->addWidget(detailsColumn);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        showFinding(current ? current->data(0, RoleRow).toInt() : -1);
    });
    connect(m_evidence, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { activateEvidence(item); });
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        // "gpu:guest/3": the role by its stable name, then the GPU index on that machine.
        if (url.scheme() != gpuScheme)
            return;
        const QString path = url.path();
        const auto role = machineRoleFromName(QStringView(path).left(path.indexOf(u'/')));
        bool ok = false;
        const int gpu = path.section(u'/', 1).toInt(&ok);
        if (role && ok)
            Q_EMIT gpuActivated(*role, gpu);
    });

    setFindings({});
}

void FindingsPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Docked under the drawings the panel is wide and low: list and details side by side.
    // Docked beside them it is tall: list above details.
    const Qt::Orientation wanted = width() > 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != wanted) {
        m_splitter->setOrientation(wanted);
        const int total = wanted == Qt::Horizontal ? width() : height();
        m_splitter->setSizes({ total * 2 / 5, total * 3 / 5 });
    }
}

void FindingsPanel::setFindings(const QList<Finding>& findings)
{
    m_findings = findings;
    m_list->clear();
    int counts[3] = {};
    for (int row = 0; row < m_findings.size(); ++row) {
        const Finding& f = m_findings[row];
        ++counts[int(f.severity)];
        auto* item = new QTreeWidgetItem(m_list, { f.title, machineRoleTitle(f.role) + u": " + f.machineLabel });
        item->setIcon(0, severityIcon(f.severity, style()));
        item->setToolTip(0, inertToolTip(findingSeverityTitle(f.severity) + u": " + f.title));
        item->setToolTip(1, inertToolTip(f.machineLabel));
        item->setData(0, RoleRow, row);
    }
    if (m_findings.isEmpty()) {
        m_summary->setText(tr("No findings."));
    } else {
        m_summary->setText(tr("%n problem(s)", "", counts[int(FindingSeverity::Problem)]) + QStringLiteral(", ")
            + tr("%n warning(s)", "", counts[int(FindingSeverity::Warning)]) + QStringLiteral(", ")
            + tr("%n note(s)", "", counts[int(FindingSeverity::Info)]));
    }
    selectFinding(m_findings.isEmpty() ? -1 : 0);
    if (m_findings.isEmpty())
        showFinding(-1);
}

void FindingsPanel::selectFinding(int row)
{
    QTreeWidgetItem* item = row >= 0 && row < m_list->topLevelItemCount() ? m_list->topLevelItem(row) : nullptr;
    m_list->setCurrentItem(item);
    if (!item)
        showFinding(-1);
}

int FindingsPanel::selectedFinding() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, RoleRow).toInt() : -1;
}

void FindingsPanel::showFinding(int row)
{
    m_evidence->clear();
    if (row < 0 || row >= m_findings.size()) {
        m_details->setHtml(m_findings.isEmpty()
                ? tr("<p style='color:gray'>Nothing to point out: no rule found a problem in these captures.</p>")
                : tr("<p style='color:gray'>Select a finding to see why it matters and what to do.</p>"));
        return;
    }
    const Finding& f = m_findings[row];
    QString html = QStringLiteral("<h3>%1</h3>").arg(esc(f.title));
    html += QStringLiteral("<p><b>%1</b> \u00b7 %2 \u00b7 <code>%3</code></p>")
                .arg(esc(findingSeverityTitle(f.severity)), esc(machineRoleTitle(f.role) + u": " + f.machineLabel), esc(f.ruleId));
    if (!f.gpus.isEmpty()) {
        QStringList links;
        for (int g : f.gpus)
            links << QStringLiteral("<a href='gpu:%1/%2'>GPU%2</a>").arg(machineRoleName(f.role)).arg(g);
        html += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("GPUs:")), links.join(QStringLiteral(", ")));
    }
    html += QStringLiteral("<p>%1</p>").arg(esc(f.explanation));
    html += QStringLiteral("<h4>%1</h4><p>%2</p>").arg(esc(tr("What to do")), esc(f.advice));
    if (!f.devices.isEmpty())
        html += QStringLiteral("<p style='color:gray'>%1 %2</p>").arg(esc(tr("Devices:")), esc(f.devices.join(QStringLiteral(", "))));
    m_details->setHtml(html);

    for (const FindingEvidence& e : f.evidence) {
        QString where = e.line > 0 ? QStringLiteral("%1:%2").arg(e.captureId).arg(e.line) : e.captureId;
        if (e.machineIndex != f.machineIndex)
            where = machineRoleName(e.role) + u'/' + where;
        auto* item = new QTreeWidgetItem(m_evidence, { where, e.text });
        item->setToolTip(1, inertToolTip(e.text));
        item->setData(0, RoleMachineRole, int(e.role));
        item->setData(0, RoleCaptureId, e.captureId);
        item->setData(0, RoleLine, e.line);
    }
}

void FindingsPanel::activateEvidence(QTreeWidgetItem* item)
{
    if (!item)
        return;
    Q_EMIT evidenceActivated(MachineRole(item->data(0, RoleMachineRole).toInt()), item->data(0, RoleCaptureId).toString(),
        item->data(0, RoleLine).toInt());
}

} // namespace Topo::Ui
