import Foundation

/// A line chart as standalone SVG text: one polyline per series over rounds 1…n, with axes,
/// ticks and a legend. The same series give the same bytes (coordinates are printed with two
/// decimals), so a chart can sit beside the table it was drawn from in a reproducible run.
public struct LineChartSVG: Sendable {
    /// One named curve: its value at rounds 1, 2, …
    public struct Series: Sendable, Equatable {
        public var name: String
        public var values: [Double]

        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var series: [Series]
    public var width = 720.0
    public var height = 420.0

    /// Colours for the series, in order (the Okabe–Ito palette, readable by the colour-blind).
    static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
    static let margin = (left: 70.0, right: 150.0, top: 40.0, bottom: 50.0)

    public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    /// The chart as an SVG document.
    public func render() -> String {
        let rounds = max(series.map(\.values.count).max() ?? 0, 1)
        let finite = series.flatMap(\.values).filter(\.isFinite)
        let yTicks = Self.niceTicks(lower: min(finite.min() ?? 0, 0), upper: max(finite.max() ?? 1, 0))
        let yLow = yTicks.first!, yHigh = yTicks.last!
        let plot = (x: Self.margin.left, y: Self.margin.top,
                    width: width - Self.margin.left - Self.margin.right,
                    height: height - Self.margin.top - Self.margin.bottom)
        func x(_ round: Int) -> Double {
            rounds == 1 ? plot.x : plot.x + Double(round - 1) / Double(rounds - 1) * plot.width
        }
        func y(_ value: Double) -> Double {
            plot.y + plot.height - (value - yLow) / (yHigh - yLow) * plot.height
        }
        var svg = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.number(width))" height="\#(Self.number(height))" viewBox="0 0 \#(Self.number(width)) \#(Self.number(height))" font-family="sans-serif" font-size="12">"#,
            #"<rect width="100%" height="100%" fill="white"/>"#,
            #"<text x="\#(Self.number(width / 2))" y="22" text-anchor="middle" font-size="15">\#(Self.escape(title))</text>"#,
        ]
        for tick in yTicks {
            let position = Self.number(y(tick))
            svg.append(#"<line x1="\#(Self.number(plot.x))" y1="\#(position)" x2="\#(Self.number(plot.x + plot.width))" y2="\#(position)" stroke="rgb(229,229,229)"/>"#)
            svg.append(#"<text x="\#(Self.number(plot.x - 6))" y="\#(position)" text-anchor="end" dominant-baseline="middle">\#(Self.label(tick))</text>"#)
        }
        for round in Self.niceTicks(lower: 1, upper: Double(rounds)).map({ Int($0) }) where (1...rounds).contains(round) {
            svg.append(#"<text x="\#(Self.number(x(round)))" y="\#(Self.number(plot.y + plot.height + 18))" text-anchor="middle">\#(round)</text>"#)
        }
        svg.append(#"<line x1="\#(Self.number(plot.x))" y1="\#(Self.number(plot.y + plot.height))" x2="\#(Self.number(plot.x + plot.width))" y2="\#(Self.number(plot.y + plot.height))" stroke="black"/>"#)
        svg.append(#"<line x1="\#(Self.number(plot.x))" y1="\#(Self.number(plot.y))" x2="\#(Self.number(plot.x))" y2="\#(Self.number(plot.y + plot.height))" stroke="black"/>"#)
        svg.append(#"<text x="\#(Self.number(plot.x + plot.width / 2))" y="\#(Self.number(height - 10))" text-anchor="middle">\#(Self.escape(xLabel))</text>"#)
        svg.append(#"<text x="16" y="\#(Self.number(plot.y + plot.height / 2))" text-anchor="middle" transform="rotate(-90 16 \#(Self.number(plot.y + plot.height / 2)))">\#(Self.escape(yLabel))</text>"#)
        for (index, curve) in series.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let points = curve.values.enumerated().filter { $0.element.isFinite }
                .map { "\(Self.number(x($0.offset + 1))),\(Self.number(y($0.element)))" }.joined(separator: " ")
            svg.append(#"<polyline fill="none" stroke="\#(colour)" stroke-width="2" points="\#(points)"><title>\#(Self.escape(curve.name))</title></polyline>"#)
            let legendY = Self.number(plot.y + 10 + Double(index) * 20)
            let legendX = plot.x + plot.width + 14
            svg.append(#"<line x1="\#(Self.number(legendX))" y1="\#(legendY)" x2="\#(Self.number(legendX + 20))" y2="\#(legendY)" stroke="\#(colour)" stroke-width="2"/>"#)
            svg.append(#"<text x="\#(Self.number(legendX + 26))" y="\#(legendY)" dominant-baseline="middle">\#(Self.escape(curve.name))</text>"#)
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// Round tick values covering [lower, upper]: steps of 1, 2 or 5 times a power of ten,
    /// about five of them, the first at or below `lower` and the last at or above `upper`.
    static func niceTicks(lower: Double, upper: Double) -> [Double] {
        let span = upper > lower ? upper - lower : max(abs(upper), 1)
        let rough = span / 5
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        let first = (lower / step).rounded(.down) * step
        var ticks: [Double] = []
        var tick = first
        repeat {
            ticks.append(LineChartSVG.clean(tick))
            tick += step
        } while ticks.last! < upper - step * 1e-9
        if ticks.count == 1 { ticks.append(LineChartSVG.clean(first + step)) }
        return ticks
    }

    /// A coordinate with two decimals.
    static func number(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// A tick label: no trailing zeros.
    static func label(_ value: Double) -> String {
        let text = String(format: "%.6g", value)
        return text == "-0" ? "0" : text
    }

    private static func clean(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    /// Text escaped for SVG.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
