// SPDX-License-Identifier: MIT
#include "ui/shell/themeimages.h"

#include "ui/shell/themepalette.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTemporaryDir>

#include <functional>

namespace toolgate::ui {

namespace {

QTemporaryDir &imageFolder() {
    static QTemporaryDir folder;
    return folder;
}

// The image `draw` paints, saved as `name` in the folder (once); `fallback` when it cannot be.
QString saved(const QString &name, const QString &fallback, const std::function<QImage()> &draw) {
    QTemporaryDir &folder = imageFolder();
    if (!folder.isValid())
        return fallback;
    const QString path = folder.filePath(name);
    if (QFileInfo::exists(path))
        return path;
    return draw().save(path, "PNG") ? path : fallback;
}

// One file per shape and colour: the style sheet caches images by path.
QString fileName(const char *shape, const QColor &colour) {
    return QStringLiteral("%1-%2.png").arg(QLatin1String(shape), colour.name().mid(1));
}

QString tintedArrow(const QString &shape, const char *name, const QColor &colour) {
    return saved(fileName(name, colour), shape, [&] {
        QImage image = QImage(shape).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn); // keep the shape's alpha
        painter.fillRect(image.rect(), colour);
        return image;
    });
}

// A tick for a 13 px check box indicator, at twice the size for HiDPI screens.
QString tick(const QColor &colour) {
    return saved(fileName("tick", colour), QString(), [&] {
        QImage image(26, 26, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        QPainterPath path;
        path.moveTo(6, 13.5);
        path.lineTo(11, 18.5);
        path.lineTo(20, 8);
        painter.setPen(QPen(colour, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
        return image;
    });
}

} // namespace

ThemeStyleSheet::Images themeImages(const ThemePalette &palette) {
    const QString down = QStringLiteral(":/ui/arrow-down.png");
    const QString up = QStringLiteral(":/ui/arrow-up.png");
    ThemeStyleSheet::Images images;
    images.down = tintedArrow(down, "arrow-down", palette.textSecondary);
    images.downDisabled = tintedArrow(down, "arrow-down", palette.disabledMark);
    images.up = tintedArrow(up, "arrow-up", palette.textSecondary);
    images.upDisabled = tintedArrow(up, "arrow-up", palette.disabledMark);
    images.tick = tick(palette.onAccentFill);
    images.tickDisabled = tick(palette.surface);
    return images;
}

} // namespace toolgate::ui
