// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QWidget>

class QVBoxLayout;

namespace toolgate::core {
class PolicyWorkspace;
}

namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

class ActionRegistry;
class DocumentController;
class GatewayToolCatalog;
class ScreenHeader;
class ThemeController;

// What every screen may reach: passed down from main.cpp through the main window, never looked up
// globally. Add new shared services here (the gateway connection, the approval queue, ...).
struct ScreenContext {
    DocumentController *document = nullptr;
    ActionRegistry *actions = nullptr;
    core::PolicyWorkspace *workspace = nullptr;
    // The live gateways (approvals, connections); null when the console runs without any.
    gateway::ConnectionManager *connections = nullptr;
    // The tool catalog of the gateway whose config is open; null without gateways.
    const GatewayToolCatalog *toolCatalog = nullptr;
    // The theme in use, for View > Theme; null = no Theme menu (tests that keep one theme).
    ThemeController *themes = nullptr;
};

// What the navigation and the page header say about a screen, known before it is built: its
// object name and the source texts of its title and one-line subtitle (QT_TRANSLATE_NOOP in the
// screen's own translation context, so the catalogue keeps them under the screen's class).
struct ScreenDescriptor {
    const char *objectName;
    const char *context;
    const char *title;
    const char *subtitle;
    QString translatedTitle() const { return QCoreApplication::translate(context, title); }
    QString translatedSubtitle() const { return QCoreApplication::translate(context, subtitle); }
};

// One page of the console (Policy, Pipeline, ...). The main window lists screens in the navigation
// in the order they are added, gives them Ctrl+1..9 and puts registerActions() into the palette.
class Screen : public QWidget {
    Q_OBJECT

public:
    Screen(const ScreenDescriptor &descriptor, const ScreenContext &context,
           QWidget *parent = nullptr);

    // Navigation label and page title (translated).
    QString title() const { return m_descriptor.translatedTitle(); }
    // One line under the title explaining what the screen is for (translated).
    QString subtitle() const { return m_descriptor.translatedSubtitle(); }
    // Called once after the main window has created its global actions: register this screen's
    // own commands (they then appear in the palette under the screen's title).
    virtual void registerActions(ActionRegistry &registry);
    // Called each time the screen becomes the visible page.
    virtual void activated();

protected:
    const ScreenContext &context() const { return m_context; }
    // The page frame: a header, then the body (stretching) below it, with the house margins.
    ScreenHeader *header() const { return m_header; }
    QVBoxLayout *pageLayout() const { return m_layout; }
    // Fills the header from title()/subtitle(), now and after each language switch; derived
    // constructors call it once they are ready.
    void initHeader();

private:
    const ScreenDescriptor &m_descriptor; // static storage in each screen
    ScreenContext m_context;
    QVBoxLayout *m_layout;
    ScreenHeader *m_header;
};

} // namespace toolgate::ui
