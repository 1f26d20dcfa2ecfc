/// Identifiers of the generated constraints: UIKit's `UISV-` suffixes with our prefix.
enum StackIdentifier {
    static let canvasConnection = "SKSV-canvas-connection"
    static let spacing = "SKSV-spacing"
    static let hiding = "SKSV-hiding"
    static let spacingHidden = "SKSV-spacing-hidden"
    static let fillEqually = "SKSV-fill-equally"
    static let fillEquallyShare = "SKSV-fill-equally-share"
    static let fillProportionally = "SKSV-fill-proportionally"
    static let distributingEdge = "SKSV-distributing-edge"
    static let canvasFit = "SKSV-canvas-fit"
    static let spanningFit = "SKSV-spanning-fit"
    static let alignment = "SKSV-alignment"
    static let spanningBoundary = "SKSV-spanning-boundary"
    static let ambiguitySuppression = "SKSV-ambiguity-suppression"
    static let textWidthDisambiguation = "SKSV-text-width-disambiguation"
}
