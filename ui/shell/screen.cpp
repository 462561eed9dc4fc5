// SPDX-License-Identifier: MIT
#include "ui/shell/screen.h"

#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/widgets/screenheader.h"

#include <QVBoxLayout>

namespace toolgate::ui {

Screen::Screen(const ScreenDescriptor &descriptor, const ScreenContext &context, QWidget *parent)
    : QWidget(parent)
    , m_descriptor(descriptor)
    , m_context(context)
    , m_layout(new QVBoxLayout(this))
    , m_header(new ScreenHeader(this)) {
    setObjectName(QString::fromLatin1(descriptor.objectName));
    const int margin = Theme::contentMargin();
    m_layout->setContentsMargins(margin, margin - 4, margin, margin - 8);
    m_layout->setSpacing(Theme::spacing() + 4);
    m_layout->addWidget(m_header);
}

void Screen::initHeader() {
    retranslateWith(m_header, [this] {
        m_header->setTitle(title());
        m_header->setSubtitle(subtitle());
    });
}

void Screen::registerActions(ActionRegistry &registry) {
    Q_UNUSED(registry);
}

void Screen::activated() {}

} // namespace toolgate::ui
