// SPDX-License-Identifier: MIT
#pragma once

// Colour arithmetic for the theme tests: WCAG 2.x relative luminance and contrast ratio, and the
// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005) over CIELAB with a D65 white.

#include <QColor>
#include <QImage>

#include <cmath>
#include <numbers>

namespace toolgate::test {

inline double linearChannel(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// WCAG relative luminance, 0 (black) to 1 (white).
inline double relativeLuminance(const QColor &colour) {
    return 0.2126 * linearChannel(colour.redF()) + 0.7152 * linearChannel(colour.greenF()) +
           0.0722 * linearChannel(colour.blueF());
}

// WCAG contrast ratio, 1 to 21.
inline double contrastRatio(const QColor &a, const QColor &b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The mean relative luminance of an image's pixels.
inline double meanLuminance(const QImage &image) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            sum += relativeLuminance(QColor::fromRgb(line[x]));
    }
    const double pixels = double(rgb.width()) * rgb.height();
    return pixels > 0 ? sum / pixels : 0;
}

struct Lab {
    double l, a, b;
};

inline Lab toLab(const QColor &colour) {
    const double r = linearChannel(colour.redF());
    const double g = linearChannel(colour.greenF());
    const double bl = linearChannel(colour.blueF());
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883;
    auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

inline double deltaE2000(const Lab &c1, const Lab &c2) {
    using std::atan2, std::cos, std::exp, std::hypot, std::pow, std::sin, std::sqrt;
    constexpr double pi = std::numbers::pi;
    auto rad = [](double degrees) { return degrees * pi / 180.0; };
    auto deg = [](double radians) { return radians * 180.0 / pi; };
    const double cBar = (hypot(c1.a, c1.b) + hypot(c2.a, c2.b)) / 2.0;
    const double g = 0.5 * (1.0 - sqrt(pow(cBar, 7) / (pow(cBar, 7) + pow(25.0, 7))));
    const double a1 = (1.0 + g) * c1.a;
    const double a2 = (1.0 + g) * c2.a;
    const double cp1 = hypot(a1, c1.b);
    const double cp2 = hypot(a2, c2.b);
    auto hue = [&](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = deg(atan2(b, a));
        return h < 0 ? h + 360.0 : h;
    };
    const double hp1 = hue(c1.b, a1);
    const double hp2 = hue(c2.b, a2);
    const double dL = c2.l - c1.l;
    const double dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = hp2 - hp1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2.0 * sqrt(cp1 * cp2) * sin(rad(dh / 2.0));
    const double lBar = (c1.l + c2.l) / 2.0;
    const double cpBar = (cp1 + cp2) / 2.0;
    double hBar = hp1 + hp2;
    if (cp1 * cp2 != 0) {
        if (std::abs(hp1 - hp2) <= 180)
            hBar = (hp1 + hp2) / 2.0;
        else
            hBar = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2.0 : (hp1 + hp2 - 360) / 2.0;
    }
    const double t = 1.0 - 0.17 * cos(rad(hBar - 30)) + 0.24 * cos(rad(2 * hBar)) +
                     0.32 * cos(rad(3 * hBar + 6)) - 0.20 * cos(rad(4 * hBar - 63));
    const double dTheta = 30.0 * exp(-pow((hBar - 275.0) / 25.0, 2));
    const double rc = 2.0 * sqrt(pow(cpBar, 7) / (pow(cpBar, 7) + pow(25.0, 7)));
    const double sl = 1.0 + 0.015 * pow(lBar - 50, 2) / sqrt(20 + pow(lBar - 50, 2));
    const double sc = 1.0 + 0.045 * cpBar;
    const double sh = 1.0 + 0.015 * cpBar * t;
    const double rt = -sin(rad(2 * dTheta)) * rc;
    return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

inline double deltaE2000(const QColor &first, const QColor &second) {
    return deltaE2000(toLab(first), toLab(second));
}

} // namespace toolgate::test
