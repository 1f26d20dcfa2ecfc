import StackKit

/// UIKit's `UIFont`: StackKit's ``Font`` (Liberation Sans's metrics). A ``UILabel``
/// measures with it once its `usesFontMetrics` is on; otherwise with fixed metrics.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline)
/// ```
public typealias UIFont = Font
