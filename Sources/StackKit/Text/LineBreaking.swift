import Foundation

/// How a label wraps and truncates its text, as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable {
    /// Wrap at word boundaries (after spaces and hyphens); a word longer than a line is
    /// broken between characters.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Wrap at word boundaries; the last line is cut at the label's edge.
    case byClipping
    /// Wrap at word boundaries; the last line ends with "…" if text is left over.
    case byTruncatingTail
    /// Wrap at word boundaries; the last line starts with "…" if text is left over.
    case byTruncatingHead
    /// Wrap at word boundaries; the last line has "…" in its middle if text is left over.
    case byTruncatingMiddle
}

/// How a label aligns its lines, as UIKit's `NSTextAlignment`.
public enum TextAlignment: Sendable, Hashable {
    case left, center, right, justified, natural
}

/// Breaks text into lines, as UIKit's labels do, with any measure of width.
///
/// Rules: a newline always ends a line; with word wrapping a line may end after a run
/// of spaces or after a hyphen that follows a letter or digit, and the spaces at the
/// end of a line take no width; a word longer than the line is broken between
/// characters (at least one per line). Of `numberOfLines` (0 = unlimited), the last
/// line takes the rest of its paragraph, and with a truncating mode it is shortened
/// with "…" when it does not fit or when text follows it.
struct LineBreaker {
    let measure: (Substring) -> CGFloat

    static let ellipsis = "\u{2026}"

    func lines(of text: String, width: CGFloat?, numberOfLines: Int, mode: LineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [String] = []
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        for (p, paragraph) in paragraphs.enumerated() {
            var rest = paragraph
            repeat {
                if result.count == limit - 1 {
                    let follows = p < paragraphs.count - 1
                    result.append(lastLine(rest, width: width, textFollows: follows, mode: mode))
                    return result
                }
                let end = breakIndex(in: rest, width: width, mode: mode)
                result.append(String(trimmingTrailingSpaces(rest[..<end])))
                rest = rest[end...]
            } while !rest.isEmpty
        }
        return result
    }

    /// Where the first line of `text` ends. Widths grow with the text, so the last break
    /// that fits is found by galloping over the candidates (the 1st, 2nd, 4th, 8th…) and
    /// then bisecting: only text about one line long is scanned and measured, O(log n)
    /// times, so a long paragraph costs about one pass per line, not one per line over
    /// all the text left.
    private func breakIndex(in text: Substring, width: CGFloat?, mode: LineBreakMode) -> String.Index {
        guard let width else { return text.endIndex }
        func fits(_ end: String.Index) -> Bool { measure(trimmingTrailingSpaces(text[..<end])) <= width + 1e-9 }
        if mode != .byCharWrapping {
            var breaks = WordBreaks(text)
            if let best = lastFitting(next: { breaks.next() }, fits) { return best }
        }
        // Between characters: as many as fit, at least one; spaces at the end hang.
        var index = text.startIndex
        let characterEnds = {
            guard index < text.endIndex else { return nil as String.Index? }
            index = text.index(after: index)
            return index
        }
        var end = lastFitting(next: characterEnds, fits) ?? text.index(after: text.startIndex)
        while end < text.endIndex, text[end] == " " { end = text.index(after: end) }
        return end
    }

    /// The last of the candidates `next` produces in order that `fits`, assuming that a
    /// candidate fits only if every earlier one does; `nil` if the first does not.
    private func lastFitting(next: () -> String.Index?, _ fits: (String.Index) -> Bool) -> String.Index? {
        var candidates: [String.Index] = []
        var low = 0          // candidates[..<low] fit
        var high = Int.max   // candidates[high...] do not
        var probe = 0
        while high == Int.max {
            while candidates.count <= probe, let candidate = next() { candidates.append(candidate) }
            guard probe < candidates.count else {
                high = candidates.count
                break
            }
            if fits(candidates[probe]) { low = probe + 1; probe = 2 * probe + 1 } else { high = probe }
        }
        while low < high {
            let middle = (low + high) / 2
            if fits(candidates[middle]) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? candidates[low - 1] : nil
    }

    /// The places a line may end, in order: after a run of spaces, after a hyphen that
    /// follows a letter or digit (and is followed by something other than a space), and
    /// at the end of the text.
    private struct WordBreaks {
        let text: Substring
        var i: String.Index
        var previous: Character?
        var endGiven = false

        init(_ text: Substring) {
            self.text = text
            i = text.startIndex
        }

        mutating func next() -> String.Index? {
            while i < text.endIndex {
                let c = text[i]
                let next = text.index(after: i)
                let hyphenAfterWord = (c == "-" || c == "\u{2010}") && (previous?.isLetter == true || previous?.isNumber == true)
                previous = c
                i = next
                if (c == " " || hyphenAfterWord), next < text.endIndex, text[next] != " " { return next }
            }
            if endGiven { return nil }
            endGiven = true
            return text.endIndex
        }
    }

    private func lastLine(_ text: Substring, width: CGFloat?, textFollows: Bool, mode: LineBreakMode) -> String {
        let full = trimmingTrailingSpaces(text)
        guard let width else { return String(full) }
        let fits = measure(full) <= width + 1e-9
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return String(trimmingTrailingSpaces(text[..<breakIndex(in: text, width: width, mode: mode)]))
        case .byClipping:
            return String(full)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if fits && !textFollows { return String(full) }
            return truncated(full, width: width, mode: mode)
        }
    }

    /// `text` shortened with "…" to fit `width`: the longest prefix (tail), suffix
    /// (head), or prefix and suffix taking a character in turn, prefix first (middle).
    func truncated(_ text: Substring, width: CGFloat, mode: LineBreakMode) -> String {
        let characters = Array(text)
        func fits(_ s: String) -> Bool { measure(Substring(s)) <= width + 1e-9 }
        var front = 0, back = 0
        switch mode {
        case .byTruncatingHead:
            while back < characters.count,
                  fits(Self.ellipsis + String(characters[(characters.count - back - 1)...]).drop(while: { $0 == " " })) {
                back += 1
            }
            let tail = String(characters[(characters.count - back)...]).drop(while: { $0 == " " })
            return Self.ellipsis + tail
        case .byTruncatingMiddle:
            var takeFront = true
            while front + back < characters.count {
                let f = front + (takeFront ? 1 : 0), b = back + (takeFront ? 0 : 1)
                let candidate = String(characters[..<f]) + Self.ellipsis + String(characters[(characters.count - b)...])
                if !fits(candidate) { break }
                front = f; back = b; takeFront.toggle()
            }
            return String(characters[..<front]) + Self.ellipsis + String(characters[(characters.count - back)...])
        default:
            while front < characters.count,
                  fits(String(trimmingTrailingSpaces(Substring(String(characters[...front])))) + Self.ellipsis) {
                front += 1
            }
            return String(trimmingTrailingSpaces(Substring(String(characters[..<front])))) + Self.ellipsis
        }
    }

    private func trimmingTrailingSpaces(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " { end = s.index(before: end) }
        return s[..<end]
    }
}
