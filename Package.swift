// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StackKit",
    products: [
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "StackKit", targets: ["StackKit"]),
        .executable(name: "stackkit", targets: ["StackKitCLI"]),
        .executable(name: "stackkit-bench", targets: ["StackKitBenchmarks"]),
    ],
    targets: [
        .target(name: "Solver"),
        .target(name: "StackKit", dependencies: ["Solver"]),
        .executableTarget(name: "StackKitCLI", dependencies: ["StackKit"]),
        .executableTarget(name: "StackKitBenchmarks", dependencies: ["Solver", "StackKit"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "StackKitTests", dependencies: ["StackKit"]),
    ],
    swiftLanguageModes: [.v6]
)
