// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/screen.h"

class QBoxLayout;
class QLineEdit;
class QStackedWidget;
class QTabWidget;

namespace toolgate::core {
class MatrixModel;
class PipelineModel;
} // namespace toolgate::core

namespace toolgate::ui {

class ContextBar;
class EmptyState;
class ExplainPanel;
class MatrixView;
class PipelineView;

// The policy pipeline for one context: a column per pre-filter and step, kept and removed tools,
// the explain panel with the smallest fix, and the agent × tool matrix.
class PipelineScreen final : public Screen {
    Q_OBJECT

public:
    explicit PipelineScreen(const ScreenContext &context, QWidget *parent = nullptr);

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;
    void registerActions(ActionRegistry &registry) override;

    core::PipelineModel *pipelineModel() const { return m_pipeline; }
    core::MatrixModel *matrixModel() const { return m_matrix; }
    PipelineView *pipelineView() const { return m_view; }
    PipelineView *resultView() const { return m_resultView; }
    MatrixView *matrixView() const { return m_matrixView; }
    ExplainPanel *explainPanel() const { return m_explain; }
    ContextBar *contextBar() const { return m_contextBar; }
    QLineEdit *filterEdit() const { return m_filter; }
    // Opens the explain panel for `tool` in the current context.
    void explainTool(const QString &tool);
    void showMatrix(bool matrix);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildEmptyState();
    // The highlight field, in the page header.
    void buildFilter();
    void buildContextCard();
    // The step columns, the result beside them and the explain panel.
    void buildColumns();
    void buildPages();
    void connectSignals();
    void retranslate();
    void refresh();
    void applyFix();

    QStackedWidget *m_pages;
    EmptyState *m_emptyState;
    QWidget *m_contextCard = nullptr;
    ContextBar *m_contextBar;
    QLineEdit *m_filter;
    QTabWidget *m_tabs;
    QWidget *m_columns = nullptr; // the first tab
    QBoxLayout *m_columnsLayout = nullptr;
    core::PipelineModel *m_pipeline;
    core::MatrixModel *m_matrix;
    PipelineView *m_view;
    PipelineView *m_resultView;
    MatrixView *m_matrixView;
    ExplainPanel *m_explain;
};

} // namespace toolgate::ui
