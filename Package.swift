// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StackKit",
    products: [
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "StackKit", targets: ["StackKit"]),
        .library(name: "StackKitTesting", targets: ["StackKitTesting"]),
        .library(name: "StackKitUIKit", targets: ["StackKitUIKit"]),
        .executable(name: "stackkit", targets: ["StackKitCLI"]),
        .executable(name: "stackkit-bench", targets: ["StackKitBenchmarks"]),
        .executable(name: "stackkit-fuzz", targets: ["StackKitFuzz"]),
    ],
    targets: [
        .target(name: "Solver"),
        .target(name: "StackKit", dependencies: ["Solver"]),
        // Snapshot assertions for tests; the only target that imports XCTest and Testing.
        .target(name: "StackKitTesting", dependencies: ["StackKit"]),
        // UIKit's names and signatures over StackKit, so UIKit layout code ports unchanged;
        // no layout logic of its own.
        .target(name: "StackKitUIKit", dependencies: ["StackKit"]),
        // Layout files for `stackkit render`: a JSON reader that keeps locations, the format, the builder.
        .target(name: "LayoutFile", dependencies: ["StackKit"]),
        .executableTarget(name: "StackKitCLI", dependencies: ["StackKit", "LayoutFile"]),
        .executableTarget(name: "StackKitBenchmarks", dependencies: ["Solver", "StackKit"]),
        // The fuzz targets' checks (Docs/Reliability.md): bytes in, broken promises out; no
        // fuzzer runtime, so `swift test` replays the corpus in Fuzz/Corpus.
        .target(name: "FuzzTargets", dependencies: ["Solver", "StackKit", "LayoutFile"]),
        // `stackkit-fuzz`: replays inputs; `.ci/fuzz` builds it with libFuzzer (-D STACKKIT_FUZZ).
        .executableTarget(name: "StackKitFuzz", dependencies: ["FuzzTargets"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzTargets", "LayoutFile"]),
        // End to end through the built `stackkit` executable, plus the layout-file parsers.
        .testTarget(name: "StackKitCLITests", dependencies: ["StackKitCLI", "LayoutFile", "StackKit"]),
        // Golden snapshot files are read by path, beside the tests that own them, not as resources.
        .testTarget(name: "StackKitTests", dependencies: ["StackKit", "StackKitTesting"],
                    exclude: ["Debugging/__Snapshots__", "DocSamples/__Snapshots__"]),
        // Samples that begin with `import StackKit` alone, in files that import nothing else:
        // they compile only if StackKit gives them every type they use.
        .testTarget(name: "StackKitImportTests", dependencies: ["StackKit"]),
        // UIKit screens, each in a file that imports UIKit or StackKitUIKit and nothing else.
        .testTarget(name: "StackKitUIKitTests", dependencies: ["StackKitUIKit", "StackKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
